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
 * The variant the widget is shown as: `auto` becomes the desktop or mobile overlay and
 * `hosted-auto` the desktop or mobile hosted window, by the viewport at the time of `show()`
 * (as the official SDK resolves them); the others stay.
 */
export function resolveVariant<V extends string>(
  win: Window,
  variant: V,
): Exclude<V, 'auto' | 'hosted-auto'> | 'desktop' | 'mobile' | 'hosted-desktop' | 'hosted-mobile' {
  if (variant === 'auto') return resolveOverlayVariant(win)
  if (variant === 'hosted-auto') return `hosted-${resolveOverlayVariant(win)}`
  return variant as Exclude<V, 'auto' | 'hosted-auto'>
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
  credentialless = false,
): WidgetFrame {
  const frame = mountFrame(doc.body, url, variant, label, credentialless)
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
