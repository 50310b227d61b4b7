import { type FrameVariant, mountFrame } from './frame.js'
import type { MountedWidget, MountRequest, VariantMount } from './shownWidget.js'

/**
 * Shows the widget in a frame appended to `parent` (its element styled `hostStyle`, see
 * mountFrame): as is, that is an embedded widget, filling its container in the page's flow, the
 * page, its scroll and its focus left to the host (the overlay covers the page and adds the
 * dialog pattern: showOverlay.ts). A frame loaded held (`request.hold`, preloading) shows at
 * `open()`.
 */
export function showInFrame(
  parent: Element,
  request: MountRequest,
  hostStyle?: string,
): MountedWidget<'frame'> & { open(): void } {
  const { hold, config } = request
  const frame = mountFrame(
    parent,
    request.url,
    request.variant as FrameVariant,
    `${config.hostAppName}: buy or sell crypto`,
    config.credentialless,
    hostStyle,
  )
  const { host, iframe } = frame
  hold?.(host, iframe, true)
  return {
    open: () => hold?.(host, iframe, false),
    elements: { host, iframe },
    target: () => iframe.contentWindow,
    onEvent: frame.onEvent,
    // No letFocusGo: nothing on the page is held, the host's own modal takes focus anyway.
    remove: frame.remove,
  }
}

/** The embedded variants' mounting (`embedded-desktop`, `embedded-mobile`). */
export const showEmbedded: VariantMount<'frame'> = (_win, request) =>
  // The check refuses an embedded variant without a container.
  showInFrame(request.config.containerNode!, request)
