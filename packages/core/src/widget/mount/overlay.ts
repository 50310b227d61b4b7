import { type AutoPickedVariant, type AutoVariant, pickVariant } from '../config/variants.js'

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
 * (as the official SDK resolves them; the table's `auto` column in config/variants.ts); the
 * others stay.
 */
export function resolveVariant<V extends string>(
  win: Window,
  variant: V,
): Exclude<V, AutoVariant> | AutoPickedVariant {
  return pickVariant(variant, () => resolveOverlayVariant(win))
}
