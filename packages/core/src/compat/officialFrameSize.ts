import { isDesktopLayout, isEmbeddedVariant, isOverlay } from '../widget/config/variants.js'

/** The official desktop widget's size, the box an embedded widget before version 2 gets. */
export const OFFICIAL_DESKTOP_SIZE = { width: 895, height: 590 } as const

/**
 * Sizes the iframe as the official SDK 6.2 does, which depends on the widget's version. Before
 * version 2 an embedded widget gets a fixed box: 895 × 590 for `embedded-desktop`, its
 * container's size at `show()` for `embedded-mobile`. From version 2 (the returned function, for
 * its `APP_VERSION`) the widget draws its own frame: an embedded one fills its container and the
 * desktop overlay's fills the viewport (the widget draws its own backdrop and box there). Overlays
 * keep rampkit's box until then, which is the official one.
 */
export function officialFrameSize(
  iframe: HTMLIFrameElement,
  variant: string,
  container: Element,
): () => void {
  const { style } = iframe
  const embedded = isEmbeddedVariant(variant)
  const desktop = isDesktopLayout(variant)
  const desktopOverlay = desktop && isOverlay(variant)
  if (embedded) {
    const { width, height } = desktop ? OFFICIAL_DESKTOP_SIZE : container.getBoundingClientRect()
    style.width = `${width}px`
    style.height = `${height}px`
  }
  return () => {
    if (!embedded && !desktopOverlay) return
    style.width = style.height = style.maxWidth = style.maxHeight = '100%'
    if (desktopOverlay) {
      style.borderRadius = '0'
      style.background = 'none'
    }
  }
}
