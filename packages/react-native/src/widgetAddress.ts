import type { WidgetConfig } from '@rampkit/core'
import { buildMobileWidgetUrl, type MobileSdkType } from '@rampkit/core/adapter'

/** The native SDKs' name of a React Native platform (`Platform.OS`): Android, else iOS. */
export function sdkTypeOf(platform: string): MobileSdkType {
  return platform === 'android' ? 'ANDROID' : 'IOS'
}

/**
 * The address `RampWidgetView` opens on `platform`: the native SDKs' (`variant=sdk-mobile`),
 * built and checked by core. Throws `WidgetConfigError` for a configuration that breaks a rule.
 */
export function widgetAddress(
  config: WidgetConfig,
  platform: string,
  deepLinkScheme?: string,
): string {
  return buildMobileWidgetUrl(config, { sdkType: sdkTypeOf(platform), deepLinkScheme })
}
