import { checkLauncherConfig } from '../config/checkLauncherConfig.js'
import type { WidgetConfig } from '../config/types.js'
import { checkWidgetConfig } from '../config/validateWidgetConfig.js'
import { SDK_VERSION } from './sdkVersion.js'
import { widgetQueryEntries } from './widgetUrlParams.js'
import {
  givenWidgetUrl,
  portableWidgetBaseUrl,
  writePortableWidgetUrl,
} from './writePortableWidgetUrl.js'

/** The platform of an app that shows the widget in its own webview (the native SDKs' `sdkType`). */
export type MobileSdkType = 'ANDROID' | 'IOS'

/** What a phone app adds to the configuration in the widget URL. */
export interface MobileWidgetUrlOptions {
  /** The app's platform. */
  sdkType: MobileSdkType
  /** The app's URL scheme, for links from the widget back to the app (`myapp`). */
  deepLinkScheme?: string
}

/**
 * The widget URL a phone app opens in its webview, as the official Android and iOS SDKs open
 * it: the host's values as given, `sdkType`, `sdkVersion`, `variant=sdk-mobile` (the widget then
 * posts its events to the app's `RampInstantMobile` bridge) and no `widgetInstanceId` or
 * `hostUrl` (there is no host page). A `variant` in the configuration is ignored: the webview
 * is the variant. Checked as `createWidget` checks: every rule in development, what would break
 * the widget in production; an invalid configuration throws a `WidgetConfigError`.
 */
export function buildMobileWidgetUrl(
  config: WidgetConfig,
  { sdkType, deepLinkScheme }: MobileWidgetUrlOptions,
): string {
  if (sdkType !== 'ANDROID' && sdkType !== 'IOS')
    throw new TypeError(`sdkType must be 'ANDROID' or 'IOS', got ${String(sdkType).slice(0, 40)}.`)
  if (deepLinkScheme !== undefined && !/^[a-z][a-z0-9+.-]{0,63}$/i.test(deepLinkScheme))
    throw new TypeError('deepLinkScheme must be a URL scheme such as "myapp" (letters first).')
  const input = withoutVariant(config)
  const { config: valid, given } = __DEV__
    ? checkWidgetConfig(input, 'app')
    : checkLauncherConfig(input)
  return writePortableWidgetUrl(
    portableWidgetBaseUrl(givenWidgetUrl(given, valid.url), valid.pathname),
    widgetQueryEntries([
      ...given,
      ['sdkType', sdkType],
      ['sdkVersion', SDK_VERSION],
      ['variant', 'sdk-mobile'],
      ...(valid.useSendCryptoCallback
        ? [['useSendCryptoCallbackVersion', 1] as [string, unknown]]
        : []),
      ['deepLinkScheme', deepLinkScheme],
    ]),
  )
}

/**
 * The configuration without its `variant`. Unreadable input (not an object, a getter that
 * throws) goes to the check as it is, which reports it.
 */
function withoutVariant(config: unknown): unknown {
  if (typeof config !== 'object' || config === null || !Object.hasOwn(config, 'variant'))
    return config
  try {
    const { variant: _ignored, ...rest } = config as Record<string, unknown>
    return rest
  } catch {
    return config
  }
}
