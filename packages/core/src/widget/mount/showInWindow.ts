import { openPopup, watchPopup } from './hosted.js'
import type { MountedWidget } from './shownWidget.js'

/**
 * Shows the widget in a new window (the hosted variants); `onClosed` when the user closes it.
 * `undefined` when the browser blocked the popup.
 */
export function showInWindow(
  win: Window,
  url: string,
  onClosed: () => void,
): MountedWidget | undefined {
  const popup = openPopup(win, url)
  if (!popup) return undefined
  const stopWatching = watchPopup(win, popup, onClosed)
  return {
    elements: { window: popup },
    target: () => popup,
    // A window shows the widget's own page, loading state included.
    reveal() {},
    // The host page is not covered: its focus is its own.
    letFocusGo: () => () => {},
    remove() {
      stopWatching()
      try {
        popup.close()
      } catch {}
    },
  }
}
