import { trapFocus } from './focusTrap.js'
import { createFrame, type WidgetFrame } from './frame.js'
import { lockScroll } from './scrollLock.js'

/** `auto` picks the desktop overlay on screens at least this large (as the official SDK does). */
export const DESKTOP_MEDIA_QUERY = '(min-width: 920px) and (min-height: 630px)'

/** `desktop` or `mobile` for the `auto` variant, by the viewport at the time of `show()`. */
export function resolveOverlayVariant(win: Window): 'desktop' | 'mobile' {
  const query = win.matchMedia?.(DESKTOP_MEDIA_QUERY)
  const desktop = query ? query.matches : win.innerWidth >= 920 && win.innerHeight >= 630
  return desktop ? 'desktop' : 'mobile'
}

export interface MountedOverlay extends WidgetFrame {
  remove(): void
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
): MountedOverlay {
  const frame = createFrame(
    doc,
    url,
    label,
    'position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;background:#0008',
    variant === 'desktop'
      ? 'width:895px;height:590px;max-width:100%;max-height:100%;border-radius:8px;background:#fff'
      : 'background:#fff',
  )
  const { host } = frame
  host.setAttribute('role', 'dialog')
  host.setAttribute('aria-modal', 'true')
  host.setAttribute('aria-label', label)
  doc.body.append(host)
  const unlock = lockScroll(doc)
  const release = trapFocus(doc, host, frame.iframe)
  return {
    ...frame,
    remove() {
      release()
      unlock()
      host.remove()
    },
  }
}
