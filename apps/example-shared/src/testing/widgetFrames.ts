/** The widget iframes on the page (each inside a shadow root). */
export function widgetFrames(root: ParentNode = document): HTMLIFrameElement[] {
  return [...root.querySelectorAll('*')].flatMap((element) => {
    const frame = element.shadowRoot?.querySelector('iframe')
    return frame ? [frame] : []
  })
}
