import { trapFocus } from './focusTrap.js'
import { type FrameVariant, mountFrame } from './frame.js'
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
}

/**
 * Shows the widget in an iframe: an overlay is a modal dialog over the page (page scroll locked,
 * focus kept inside, Escape reported), an embedded one fills its container.
 */
export function showInFrame(win: Window, options: FrameOptions): MountedWidget {
  const { variant, onEscape } = options
  const embedded = variant.startsWith('embedded')
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
  /** How many host tasks for the widget are under way: focus is free while any is. */
  let focusLetGo = 0
  if (!embedded) {
    cleanups.push(
      lockScroll(doc),
      trapFocus(doc, frame.host, frame.iframe, () => focusLetGo > 0),
    )
    if (onEscape) {
      // Capture: the host page's own Escape handlers must not swallow the user's close.
      const onKey = ({ key }: KeyboardEvent) => key === 'Escape' && onEscape()
      cleanups.push(listen(win, 'keydown', onKey, true))
    }
  }
  return {
    elements: { host: frame.host, iframe: frame.iframe },
    target: () => frame.iframe.contentWindow,
    reveal: frame.reveal,
    letFocusGo() {
      focusLetGo++
      return () => {
        focusLetGo--
      }
    },
    remove() {
      for (const cleanup of cleanups.reverse()) cleanup()
    },
  }
}
