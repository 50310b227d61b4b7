// Module state, not work at import: two overlays at once share one lock, and the page's own
// inline `overflow` and `padding-right` values come back only when the last one closes.
let locks = 0
let saved: [htmlOverflow: string, bodyOverflow: string, bodyPaddingRight: string] = ['', '', '']

/**
 * Stops the page from scrolling under an overlay. Where the page has a classic scrollbar, the
 * body is padded by its width while it is hidden, so the page does not shift sideways (as the
 * official SDK does). Returns the release (safe to call twice).
 */
export function lockScroll(doc: Document): () => void {
  const html = doc.documentElement.style
  const body = doc.body.style
  if (locks++ === 0) {
    saved = [html.overflow, body.overflow, body.paddingRight]
    // Measured before hiding it: the width the page loses with its scrollbar (none in a document
    // without layout, whose width reads 0).
    const viewport = doc.documentElement.clientWidth
    const scrollbar = viewport > 0 ? (doc.defaultView?.innerWidth ?? 0) - viewport : 0
    html.overflow = body.overflow = 'hidden'
    if (scrollbar > 0) {
      // The computed padding is in pixels, whatever unit the page wrote it in.
      const padding =
        Number.parseFloat(doc.defaultView?.getComputedStyle(doc.body).paddingRight ?? '') || 0
      body.paddingRight = `${padding + scrollbar}px`
    }
  }
  let held = true
  return () => {
    if (!held) return
    held = false
    if (--locks === 0) [html.overflow, body.overflow, body.paddingRight] = saved
  }
}
