/**
 * Keeps keyboard focus inside `host` (the overlay): focus that lands anywhere else on the page
 * (Tab past the widget's last control, a click outside) is sent back to `target`. Returns the
 * release, which gives focus back to what had it before, if that is still on the page.
 */
export function trapFocus(doc: Document, host: Element, target: HTMLElement): () => void {
  const before = doc.activeElement as HTMLElement | null
  const onFocusIn = (event: Event) => host.contains(event.target as Node) || target.focus()
  doc.addEventListener('focusin', onFocusIn, true)
  target.focus()
  return () => {
    doc.removeEventListener('focusin', onFocusIn, true)
    if (before?.isConnected) before.focus?.()
  }
}
