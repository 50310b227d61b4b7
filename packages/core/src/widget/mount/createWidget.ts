import { checkLauncherConfig } from '../config/checkLauncherConfig.js'
import type { WidgetConfig } from '../config/types.js'
import { checkWidgetConfig } from '../config/validateWidgetConfig.js'
import { variantKind } from '../config/variants.js'
import { type LauncherOptions, launchWidget, type WidgetInstance } from './launchWidget.js'
import { resolveVariant } from './overlay.js'
import { showEmbedded } from './showInFrame.js'
import { showHosted } from './showInWindow.js'
import { overlayMount } from './showOverlay.js'

export type { LauncherOptions, WidgetInstance } from './launchWidget.js'
export type { WidgetElements } from './shownWidget.js'
export {
  type CryptoAccount,
  NO_CRYPTO_ACCOUNT_HANDLER,
  NO_SEND_CRYPTO_HANDLER,
  type RequestCryptoAccountHandler,
  type SendCryptoHandler,
  type SendCryptoResult,
} from './widgetRequests.js'

/**
 * Validates `config` (throws `WidgetConfigError` listing every issue) and returns a widget that
 * mounts on `show()`. Needs a browser: elsewhere it throws `WidgetEnvironmentError`. Strict on
 * purpose, being rampkit's own API: compat's `RampInstantSDK` shows what the official SDK shows
 * instead (`checkCompatConfig`, passed as `check`) and only warns in development.
 *
 * Variants: `desktop` / `mobile` overlays (`auto` picks one by viewport at `show()`),
 * `embedded-*` inside `containerNode`, `hosted` / `hosted-mobile` in a new window (a blocked
 * popup emits `WIDGET_OPEN_FAILED`). `webview-*` are rejected: a webview host loads
 * `buildWidgetUrl(config)` as its page, there is no page around the widget to mount into.
 * Closing an overlay follows the close handshake (closeHandshake.ts). An app that shows one
 * kind of variant only ships less with `createOverlayWidget`, `createEmbeddedWidget` or
 * `createHostedWidget`, which behave as this does for their variants.
 */
export function createWidget(config: WidgetConfig, options: LauncherOptions = {}): WidgetInstance {
  // Production builds check only what would break the widget, with short coded messages;
  // development keeps every rule and message.
  const checked = options.check
    ? options.check(config)
    : __DEV__
      ? checkWidgetConfig(config, 'launcher')
      : checkLauncherConfig(config)
  // Checked whatever the variant: a wrong zIndex is a mistake to hear of before it matters.
  const overlay = overlayMount(options.zIndex)
  // Both checks refuse the webview variants: there is no page around the widget to mount into.
  const kind = variantKind(checked.config.variant) as 'overlay' | 'embedded' | 'hosted'
  const mounts = { overlay, embedded: showEmbedded, hosted: showHosted }
  return launchWidget<'frame' | 'window'>(checked, options, mounts[kind], resolveVariant)
}
