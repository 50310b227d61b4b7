// One launcher per kind of variant, for an app that shows one kind only: each is createWidget
// for its variants (the same check, URL, events, requests, close handshake, load watchdog and
// preloading: launchWidget.ts) with that kind's mounting alone, so an app's bundler leaves the
// other kinds' code out (core ships one file per module, `"sideEffects": false`).
import { checkVariantKind } from '../config/checkVariantKind.js'
import type {
  EmbeddedWidgetVariant,
  HostedWidgetVariant,
  OverlayWidgetVariant,
  WidgetConfig,
} from '../config/types.js'
import { type LauncherOptions, launchWidget, type WidgetInstance } from './launchWidget.js'
import { resolveVariant } from './overlay.js'
import { showEmbedded } from './showInFrame.js'
import { showHosted } from './showInWindow.js'
import { overlayMount } from './showOverlay.js'

/** `createOverlayWidget`'s configuration: an overlay variant (default `auto`). */
export type OverlayOnlyConfig = Omit<WidgetConfig, 'variant'> & { variant?: OverlayWidgetVariant }

/** `createEmbeddedWidget`'s configuration: an embedded variant and the element it fills. */
export type EmbeddedOnlyConfig = Omit<WidgetConfig, 'variant' | 'containerNode'> & {
  variant: EmbeddedWidgetVariant
  containerNode: HTMLElement
}

/** `createHostedWidget`'s configuration: a hosted variant. */
export type HostedOnlyConfig = Omit<WidgetConfig, 'variant'> & { variant: HostedWidgetVariant }

/** The launcher options of a widget shown in a frame on the page or in a window (no stacking). */
export type OneVariantOptions = Pick<LauncherOptions, 'loadTimeoutMs' | 'closeRequests'>

/**
 * `createWidget` for the overlays only (`auto`, `desktop`, `mobile`): a modal dialog over the
 * page, closed through the close handshake (Escape asks the widget). Throws `WidgetConfigError`
 * for another variant.
 */
export function createOverlayWidget(
  config: OverlayOnlyConfig,
  options: OneVariantOptions & Pick<LauncherOptions, 'zIndex'> = {},
): WidgetInstance<'frame'> {
  const checked = checkVariantKind(config, 'overlay', 'createOverlayWidget')
  return launchWidget(checked, options, overlayMount(options.zIndex), resolveVariant)
}

/**
 * `createWidget` for the embedded variants only (`embedded-desktop`, `embedded-mobile`): the
 * widget fills `containerNode`; the host closes it (`close()`), or the widget does. Throws
 * `WidgetConfigError` for another variant.
 */
export function createEmbeddedWidget(
  config: EmbeddedOnlyConfig,
  options: OneVariantOptions = {},
): WidgetInstance<'frame'> {
  const checked = checkVariantKind(config, 'embedded', 'createEmbeddedWidget')
  return launchWidget(checked, options, showEmbedded)
}

/**
 * `createWidget` for the hosted variants only (`hosted`, `hosted-mobile`, `hosted-desktop`,
 * `hosted-auto`): the widget opens in a window of its own (a blocked popup emits
 * `WIDGET_OPEN_FAILED`) and closes with it. Throws `WidgetConfigError` for another variant.
 */
export function createHostedWidget(
  config: HostedOnlyConfig,
  options: OneVariantOptions = {},
): WidgetInstance<'window'> {
  const checked = checkVariantKind(config, 'hosted', 'createHostedWidget')
  return launchWidget(checked, options, showHosted, resolveVariant)
}
