import { trapFocus } from './focusTrap.js'
import { mountFrame, type WidgetFrame } from './frame.js'
import { lockScroll } from './scrollLock.js'

/** `auto` picks the desktop overlay on screens at least this large (as the official SDK does). */
export const DESKTOP_MEDIA_QUERY = '(min-width: 920px) and (min-height: 630px)'

/** `desktop` or `mobile` for the `auto` variant, by the viewport at the time of `show()`. */
export function resolveOverlayVariant(win: Window): 'desktop' | 'mobile' {
  const query = win.matchMedia?.(DESKTOP_MEDIA_QUERY)
  return (query ? query.matches : win.innerWidth >= 920 && win.innerHeight >= 630)
    ? 'desktop'
    : 'mobile'
}

/**
 * The overlay: a modal dialog over the whole page (a backdrop with the widget centred on
 * desktop, full screen on mobile), page scroll locked and focus kept inside until `remove()`.
 */
export function mountOverlay(
  doc: Document,
  url: string,
  variant: 'desktop' | 'mobile',
  label: string,
): WidgetFrame {
  const frame = mountFrame(
    doc.body,
    url,
    label,
    {
      style:
        'position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;background:#0008',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': label,
    },
    `background:#fff${variant === 'desktop' ? ';width:895px;height:590px;max-width:100%;max-height:100%;border-radius:8px' : ''}`,
  )
  const unlock = lockScroll(doc)
  const release = trapFocus(doc, frame.host, frame.iframe)
  return {
    ...frame,
    remove() {
      release()
      unlock()
      frame.remove()
    },
  }
}
