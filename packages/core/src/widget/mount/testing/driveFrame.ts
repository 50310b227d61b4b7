// The stand-in widget window the jsdom tests of a mounted widget iframe use: core's and the
// adapters' (through @rampkit/adapter-testing; the example apps use @rampkit/testing's
// mockWidget, as hosts do). Not published (src/**/testing/**). It imports nothing, so those
// packages load this one file by its path, without the rest of core's sources.

/** Posts a message to the page as the widget would: `type`, `payload` and any other fields. */
export type SendAsWidget = (type: string, payload?: unknown, extra?: object) => void

/**
 * jsdom gives no browsing context to an iframe inside a shadow root, so this gives `iframe` a
 * stand-in window and returns a function that posts to the page as the widget in it would: from
 * the origin of the iframe's URL, from that window, with the URL's `widgetInstanceId`.
 *
 * What the page posts to the widget is pushed onto `posted`, but only when it is addressed to
 * the widget's origin: a message posted to another origin would not reach the widget, and one
 * posted to `'*'` could reach whatever page the frame shows by then, which rampkit never does.
 * Either leaves `posted` as it was, so a test waiting for the page's answer fails.
 */
export function driveFrame(iframe: HTMLIFrameElement, posted: unknown[] = []): SendAsWidget {
  const url = new URL(iframe.src)
  const frameWindow = {
    postMessage(message: unknown, targetOrigin?: string) {
      if (targetOrigin === url.origin) posted.push(message)
    },
  }
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
  const widgetInstanceId = url.searchParams.get('widgetInstanceId')
  return (type, payload = null, extra = {}) => {
    const event = new Event('message')
    Object.defineProperties(event, {
      data: { value: { type, payload, widgetInstanceId, ...extra } },
      origin: { value: url.origin },
      source: { value: frameWindow },
    })
    window.dispatchEvent(event)
  }
}
