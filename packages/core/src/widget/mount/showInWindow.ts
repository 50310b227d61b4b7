import { openPopup, watchPopup } from './hosted.js'
import type { MountedWidget, VariantMount } from './shownWidget.js'

/**
 * Shows the widget in a new window (the hosted variants); `onClosed` when the user closes it.
 * On removal, focus goes back to what had it on the page at `show()`. `undefined` when the
 * browser blocked the popup.
 */
export function showInWindow(
  win: Window,
  url: string,
  onClosed: () => void,
): MountedWidget<'window'> | undefined {
  // The opener (a Buy button): focus goes back to it when the window closes, however it closes.
  const opener = win.document.activeElement as HTMLElement | null
  const popup = openPopup(win, url)
  if (!popup) return undefined
  const stopWatching = watchPopup(win, popup, onClosed)
  return {
    elements: { window: popup },
    target: () => popup,
    // No onEvent: a window shows the widget's own page, loading state included. No letFocusGo:
    // the host page is not covered, its focus is its own.
    raise: () => popup.focus(),
    remove() {
      stopWatching()
      try {
        popup.close()
      } catch {}
      // Focusing an element no longer on the page does nothing.
      opener?.focus()
    },
  }
}

/**
 * The hosted variants' mounting (`hosted`, `hosted-mobile`, `hosted-desktop`, `hosted-auto`):
 * nothing is held, a window opens only on the user's click.
 */
export const showHosted: VariantMount<'window'> = (win, { url, onClosed, hold }) =>
  hold ? undefined : showInWindow(win, url, onClosed)
