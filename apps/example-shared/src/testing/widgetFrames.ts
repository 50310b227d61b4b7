// jsdom gives iframes inside shadow roots no window of their own: these stand in for the widget.

/** The widget iframes on the page (each inside a shadow root). */
export function widgetFrames(root: ParentNode = document): HTMLIFrameElement[] {
  return [...root.querySelectorAll('*')].flatMap((element) => {
    const frame = element.shadowRoot?.querySelector('iframe')
    return frame ? [frame] : []
  })
}

/** Posts to the page as the widget in `iframe` would; what the page posts back goes to `posted`. */
export function driveFrame(iframe: HTMLIFrameElement, posted: unknown[] = []) {
  const frameWindow = { postMessage: (message: unknown) => posted.push(message) }
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
  const url = new URL(iframe.src)
  const widgetInstanceId = url.searchParams.get('widgetInstanceId')
  return (type: string, payload: unknown = null) => {
    const event = new Event('message')
    Object.defineProperties(event, {
      data: { value: { type, payload, widgetInstanceId } },
      origin: { value: url.origin },
      source: { value: frameWindow },
    })
    window.dispatchEvent(event)
  }
}
