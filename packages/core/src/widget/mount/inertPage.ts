/**
 * Makes everything on the page but `keep` inert (the page behind a modal overlay): its controls
 * leave the Tab order, clicks and the accessibility tree, as the WAI-ARIA dialog pattern asks.
 * Only the body's children that were not inert already are touched, and the release takes the
 * attribute off exactly those, so a host's own `inert` stays as the host set it. Returns the
 * release (safe to call twice).
 */
export function inertPage(doc: Document, keep: Element): () => void {
  const made: Element[] = []
  for (const element of doc.body.children) {
    if (element !== keep && !element.hasAttribute('inert')) {
      element.setAttribute('inert', '')
      made.push(element)
    }
  }
  return () => {
    for (const element of made.splice(0)) element.removeAttribute('inert')
  }
}
