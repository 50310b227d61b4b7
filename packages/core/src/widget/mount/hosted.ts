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
 * read counts as closed. In development, a window closed at the first poll is warned about
 * (see the COOP note in it). Returns the stopper.
 */
export function watchPopup(win: Window, popup: Window, onClosed: () => void): () => void {
  // (Reassigned rather than aliased: a production build then carries not a byte of it.)
  if (__DEV__) onClosed = warnIfClosedAtOnce(onClosed)
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

/**
 * Development only: `onClosed`, warning first when the window is found closed at the first poll,
 * too soon for its user: what a page whose Cross-Origin-Opener-Policy cut the window off sees
 * (a developer's to fix).
 */
function warnIfClosedAtOnce(onClosed: () => void): () => void {
  const opened = Date.now()
  return () => {
    if (Date.now() - opened < 1.5 * POPUP_POLL_MS)
      console.warn(
        "rampkit: the hosted widget's window was closed, or cut off from this page, within half a second of opening. A page sent with `Cross-Origin-Opener-Policy: same-origin` never hears from the window (it seems closed at once): send `same-origin-allow-popups` instead.",
      )
    onClosed()
  }
}
