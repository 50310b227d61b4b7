// Module state, not work at import: two overlays at once share one lock, and the page's own
// inline `overflow` values come back only when the last one closes.
let locks = 0
let saved: [string, string] = ['', '']

/** Stops the page from scrolling under an overlay. Returns the release (safe to call twice). */
export function lockScroll(doc: Document): () => void {
  const html = doc.documentElement.style
  const body = doc.body.style
  if (locks++ === 0) {
    saved = [html.overflow, body.overflow]
    html.overflow = body.overflow = 'hidden'
  }
  let held = true
  return () => {
    if (!held) return
    held = false
    if (--locks === 0) [html.overflow, body.overflow] = saved
  }
}
