/**
 * Thrown by `createWidget` where there is no browser (server-side rendering, a worker):
 * mounting needs `window` and `document`. Importing `@rampkit/core` there is fine.
 */
export class WidgetEnvironmentError extends Error {
  override readonly name = 'WidgetEnvironmentError'
}

/** The browser window, or a `WidgetEnvironmentError` saying where to create the widget instead. */
export function browserWindow(): Window {
  if (typeof window === 'undefined' || typeof document === 'undefined' || !window.crypto) {
    // Production says what, development also where to go instead.
    throw new WidgetEnvironmentError(
      __DEV__
        ? 'createWidget needs a browser: create the widget in an effect, an onMount callback or an event handler, not on the server.'
        : 'createWidget needs a browser.',
    )
  }
  return window
}

/** An unguessable id for one shown widget: 128 random bits as hex. */
export function createInstanceId(win: Window): string {
  const bytes = win.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => (byte + 256).toString(16).slice(1)).join('')
}
