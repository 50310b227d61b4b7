import { trapFocus } from './focusTrap.js'
import { DEFAULT_OVERLAY_Z_INDEX } from './frame.js'
import { inertPage } from './inertPage.js'
import { listen } from './listen.js'
import { lockScroll } from './scrollLock.js'
import { showInFrame } from './showInFrame.js'
import type { MountedWidget, MountRequest, VariantMount } from './shownWidget.js'

/**
 * Shows the widget in an overlay, a modal dialog over the page: the page behind inert and its
 * scroll locked, focus moved in and kept inside, given back to the opener on close, Escape
 * reported. A frame loaded held (`request.hold`, preloading) leaves the page alone until
 * `open()`.
 */
export function showOverlay(
  win: Window,
  request: MountRequest,
  zIndex: number,
): MountedWidget<'frame'> {
  const { onEscape } = request
  const doc = win.document
  // Over the whole page, the widget centred on a backdrop (60 % black: the loader's white text
  // on it stays above 4.5:1 even over a white page).
  const frame = showInFrame(
    doc.body,
    request,
    `position:fixed;inset:0;z-index:${zIndex};display:grid;place-items:center;background:#0009;color:#fff`,
  )
  const { host, iframe } = frame.elements
  // A modal dialog named as its frame is.
  host.setAttribute('role', 'dialog')
  host.setAttribute('aria-modal', 'true')
  host.setAttribute('aria-label', iframe.title)
  // Focusable from script, out of the Tab order: focus waits here while the frame is hidden.
  host.tabIndex = -1
  const cleanups = [frame.remove]
  /** How many host tasks for the widget are under way: focus and the page are free while any is. */
  let focusLetGo = 0
  /** Takes `inert` off the page behind the overlay. */
  let lift = () => {}
  /** Shows the frame (a held one as well): the dialog pattern starts now. */
  const open = () => {
    frame.open()
    // Released in reverse: the page is no longer inert when focus goes back to its opener.
    cleanups.push(
      lockScroll(doc),
      trapFocus(doc, host, iframe, () => focusLetGo > 0),
      () => lift(),
    )
    lift = inertPage(doc, host)
    if (onEscape) {
      // Capture: the host page's own Escape handlers must not swallow the user's close.
      const onKey = ({ key }: KeyboardEvent) => key === 'Escape' && onEscape()
      cleanups.push(listen(win, 'keydown', onKey, true))
    }
  }
  if (!request.hold) open()
  return {
    ...frame,
    open,
    letFocusGo() {
      // The host's own wallet modal may be on the page already: it must take clicks and keys.
      if (focusLetGo++ === 0) lift()
      return () => {
        // Back from the host's task (unless the overlay closed meanwhile): the page inert again,
        // and focus, left in the host's modal or lost with it, back in the widget (on the dialog
        // itself while the widget is hidden behind its loader: revealing it moves focus in).
        if (--focusLetGo === 0 && host.isConnected) {
          lift = inertPage(doc, host)
          if (!host.contains(doc.activeElement)) iframe.focus()
          if (!host.contains(doc.activeElement)) host.focus()
        }
      }
    },
    remove() {
      for (const cleanup of cleanups.reverse()) cleanup()
    },
  }
}

/**
 * The overlays' mounting (`auto`, `desktop`, `mobile`), stacked at `zIndex` (default 1000, the
 * official SDK's). Throws a `TypeError` for a `zIndex` that is not an integer: it is written into
 * the overlay's style, where anything else could carry CSS.
 */
export function overlayMount(zIndex = DEFAULT_OVERLAY_Z_INDEX): VariantMount<'frame'> {
  if (!Number.isSafeInteger(zIndex)) throw new TypeError('zIndex must be an integer.')
  return (win, request) => showOverlay(win, request, zIndex)
}
