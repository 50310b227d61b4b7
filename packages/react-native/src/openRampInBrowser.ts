import { buildWidgetUrl, type WidgetConfig } from '@rampkit/core'
import { isHostedVariant } from '@rampkit/core/adapter'
import { warnAboutConfig } from './warnAboutConfig'

/**
 * Opens a page in an in-app browser and resolves when the user is back, as
 * `WebBrowser.openAuthSessionAsync(url, redirectUrl)` (expo-web-browser) and
 * `InAppBrowser.openAuth(url, redirectUrl)` (react-native-inappbrowser-reborn) do.
 */
export type InAppBrowserOpener<Result> = (url: string, returnUrl: string | undefined) => Result

/**
 * The hosted widget in an in-app browser that the app passes in (Safari View Controller,
 * Chrome Custom Tabs): the path where Apple Pay and Google Pay work, as WebKit turns Apple Pay
 * off in a webview with injected scripts. `config.finalUrl` (the app's link, `myapp://ramp-done`)
 * brings the user back; it is also handed to `open` as the address that ends the session.
 * `variant` is `hosted-mobile` unless the app chose another hosted one. Returns what `open` returns. An invalid configuration
 * throws a `WidgetConfigError` before anything opens; in development the configuration's
 * warnings go to the console, as `RampWidgetView`'s do.
 */
export function openRampInBrowser<Result>(
  config: WidgetConfig,
  { open }: { open: InAppBrowserOpener<Result> },
): Result {
  // The page is the widget itself: a hosted variant (an overlay or embedded one has no page).
  const variant = isHostedVariant(config.variant ?? '') ? config.variant : 'hosted-mobile'
  const hosted = { ...config, variant }
  const url = buildWidgetUrl(hosted)
  warnAboutConfig(hosted)
  if (typeof open !== 'function')
    throw new TypeError(
      'openRampInBrowser needs { open }: an in-app browser such as WebBrowser.openAuthSessionAsync.',
    )
  return open(url, typeof config.finalUrl === 'string' ? config.finalUrl : undefined)
}
