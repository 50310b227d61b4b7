import type { ValidatedWidgetConfig } from '../config/types.js'
import { isDismissible } from '../config/variants.js'
import { SDK_VERSION } from './sdkVersion.js'
import { widgetQueryEntries } from './widgetUrlParams.js'
import { widgetBaseUrl, writeWidgetUrl } from './writeWidgetUrl.js'

/** What one shown widget adds to the configuration: the launcher's own URL fields. */
export interface LaunchFields {
  /** The variant shown (`auto` and `hosted-auto` resolved). */
  variant: string
  /** The id the widget puts on every message to the host. */
  instanceId: string
  /** The host page's origin. */
  hostUrl: string
}

/**
 * The URL a launcher opens, with the query the official SDK 6.2 writes: the host's values as
 * given, then its own fields, each replacing a host value of the same name in place (as its
 * object spread does). `closeable` defaults to true where the user may close the widget (the
 * overlays); `useSendCryptoCallback` asks for callback version 1.
 */
export function writeLauncherUrl(
  config: ValidatedWidgetConfig,
  given: ReadonlyMap<string, unknown>,
  { variant, instanceId, hostUrl }: LaunchFields,
): URL {
  const address = widgetBaseUrl(config.url, config.pathname)
  const closeable = config.closeable ?? isDismissible(variant)
  return new URL(
    writeWidgetUrl(
      address,
      // Through the same rule as the host's values: compat passes `null` or `''` on as given,
      // and the official SDK leaves those out, its own fields included.
      widgetQueryEntries([
        ...given,
        // The official SDK adds `false` only when the host gave no value.
        ...(given.has('credentialless') ? [] : [['credentialless', false] as [string, unknown]]),
        ['sdkType', 'WEB'],
        ['sdkVersion', SDK_VERSION],
        ['variant', variant],
        ['widgetInstanceId', instanceId],
        ['closeable', closeable],
        ...(config.useSendCryptoCallback
          ? [['useSendCryptoCallbackVersion', 1] as [string, unknown]]
          : []),
        ['hostUrl', hostUrl],
      ]),
    ),
  )
}
