// Looked up at call time: nothing touches `document` on import or on a server.

/** True while the page is hidden (`document.visibilityState`); false where there is no page. */
export function pageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden'
}

/** Calls `onChange` on each `visibilitychange`; the returned function stops listening. */
export function watchVisibility(onChange: () => void): () => void {
  if (typeof document === 'undefined' || typeof document.addEventListener !== 'function') {
    return () => {}
  }
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}
