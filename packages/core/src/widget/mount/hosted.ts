/** How often a hosted window is checked for having been closed by the user. */
export const POPUP_POLL_MS = 500

/**
 * Opens the hosted widget in a new window. `null` when the browser blocked it: `window.open`
 * returned nothing or threw (some blockers and sandboxed frames throw).
 */
export function openPopup(win: Window, url: string): Window | null {
  try {
    return win.open(url, '_blank') ?? null
  } catch {
    return null
  }
}

/**
 * Calls `onClosed` once when `popup` is closed (by the user, or by the widget itself); there
 * is no event for that across origins, so `closed` is polled. A window that can no longer be
 * read counts as closed. Returns the stopper.
 */
export function watchPopup(win: Window, popup: Window, onClosed: () => void): () => void {
  const stop = () => win.clearInterval(timer)
  const timer = win.setInterval(() => {
    let closed = true
    try {
      closed = popup.closed
    } catch {}
    if (closed) {
      stop()
      onClosed()
    }
  }, POPUP_POLL_MS)
  return stop
}
