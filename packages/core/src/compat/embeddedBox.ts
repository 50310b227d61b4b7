/** The official desktop widget's size, the box an embedded widget before version 2 gets. */
export const OFFICIAL_DESKTOP_SIZE = { width: 895, height: 590 } as const

/**
 * Gives an embedded widget the official SDK's fixed box until the widget reports version 2:
 * 895 × 590 for `embedded-desktop`, the container's size at `show()` for `embedded-mobile`
 * (an older widget does not follow its container). Returns the release, which lets the iframe
 * fill its container again, as the official SDK does from version 2.
 */
export function fixEmbeddedBox(
  iframe: HTMLIFrameElement,
  variant: 'embedded-desktop' | 'embedded-mobile',
  container: Element,
): () => void {
  const { width, height } =
    variant === 'embedded-desktop' ? OFFICIAL_DESKTOP_SIZE : container.getBoundingClientRect()
  iframe.style.width = `${width}px`
  iframe.style.height = `${height}px`
  return () => {
    iframe.style.width = iframe.style.height = '100%'
  }
}
