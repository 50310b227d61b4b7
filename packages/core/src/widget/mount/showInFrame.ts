import { variantKind } from '../config/variants.js'
import { trapFocus } from './focusTrap.js'
import { type FrameVariant, type HoldHidden, mountFrame } from './frame.js'
import { inertPage } from './inertPage.js'
import { listen } from './listen.js'
import { lockScroll } from './scrollLock.js'
import type { MountedWidget } from './shownWidget.js'

export interface FrameOptions {
  url: string
  variant: FrameVariant
  /** The accessible name of the overlay dialog and the iframe. */
  label: string
  credentialless?: boolean
  /** Where an embedded variant goes; overlays go on the page's body. */
  containerNode?: HTMLElement
  /** The overlay's stacking order. */
  zIndex: number
  /** The user pressed Escape over an overlay; absent where the user may not close it. */
  onEscape?: () => void
  /**
   * Preloading: the frame loads held (`hide(…, true)`: hidden, inert, out of the Tab order and
   * the accessibility tree), and an overlay leaves the page alone (no scroll lock, inert page or
   * focus trap) until `open()`, which calls `hide(…, false)`. Passed by `preloadWidget`, so a
   * host that never preloads ships none of it.
   */
  hold?: HoldHidden
}

/**
 * Shows the widget in an iframe: an overlay is a modal dialog over the page (the page behind
 * inert and its scroll locked, focus moved in and kept inside, given back to the opener on
 * close, Escape reported), an embedded one fills its container.
 */
export function showInFrame(win: Window, options: FrameOptions): MountedWidget {
  const { variant, onEscape, hold } = options
  const embedded = variantKind(variant) === 'embedded'
  const doc = win.document
  const frame = mountFrame(
    embedded ? options.containerNode! : doc.body,
    options.url,
    variant,
    options.label,
    options.credentialless,
    options.zIndex,
  )
  const cleanups = [frame.remove]
  /** How many host tasks for the widget are under way: focus and the page are free while any is. */
  let focusLetGo = 0
  /** Takes `inert` off the page behind an overlay (nothing for an embedded widget). */
  let lift = () => {}
  const { host, iframe } = frame
  /** Shows the frame (a held one as well): the dialog pattern of an overlay starts now. */
  const open = () => {
    hold?.(host, iframe, false)
    if (embedded) return
    // Released in reverse: the page is no longer inert when focus goes back to its opener.
    cleanups.push(
      lockScroll(doc),
      trapFocus(doc, frame.host, frame.iframe, () => focusLetGo > 0),
      () => lift(),
    )
    lift = inertPage(doc, frame.host)
    if (onEscape) {
      // Capture: the host page's own Escape handlers must not swallow the user's close.
      const onKey = ({ key }: KeyboardEvent) => key === 'Escape' && onEscape()
      cleanups.push(listen(win, 'keydown', onKey, true))
    }
  }
  if (hold) hold(host, iframe, true)
  else open()
  return {
    open,
    elements: { host, iframe },
    target: () => frame.iframe.contentWindow,
    reveal: frame.reveal,
    letFocusGo() {
      // The host's own wallet modal may be on the page already: it must take clicks and keys.
      if (focusLetGo++ === 0) lift()
      return () => {
        // Back from the host's task (unless the overlay closed meanwhile): the page inert again,
        // and focus, left in the host's modal or lost with it, back in the widget (on the dialog
        // itself while the widget is hidden behind its loader: revealing it moves focus in).
        if (--focusLetGo === 0 && !embedded && frame.host.isConnected) {
          lift = inertPage(doc, frame.host)
          if (!frame.host.contains(doc.activeElement)) frame.iframe.focus()
          if (!frame.host.contains(doc.activeElement)) frame.host.focus()
        }
      }
    },
    remove() {
      for (const cleanup of cleanups.reverse()) cleanup()
    },
  }
}
