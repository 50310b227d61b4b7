// For the widget's channel tests: a message as the browser delivers it to `window`.

/** Dispatches a `message` event on `window` from `source` at `origin` (jsdom's has neither). */
export function deliverMessage(source: unknown, data: unknown, origin: string): void {
  const event = new Event('message')
  Object.defineProperties(event, {
    data: { value: data },
    origin: { value: origin },
    source: { value: source },
  })
  window.dispatchEvent(event)
}
