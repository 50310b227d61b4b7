/** Permissions the widget needs: card and wallet payments, identity checks (camera), copy/paste. */
export const IFRAME_ALLOW = 'payment; camera; microphone; clipboard-read; clipboard-write'

export interface WidgetFrame {
  /** The element added to the page (the shadow root's host). */
  host: HTMLElement
  iframe: HTMLIFrameElement
}

/**
 * The widget iframe inside an open shadow root, so page styles (`iframe { … }`) cannot reach
 * it and it adds a single element to the page. `hostStyle` styles that element (the overlay
 * makes it the backdrop), `css` adds to the iframe's own rule (a borderless block filling it).
 */
export function createFrame(
  doc: Document,
  url: string,
  title: string,
  hostStyle: string,
  css: string,
): WidgetFrame {
  const host = doc.createElement('div')
  const style = doc.createElement('style')
  const iframe = doc.createElement('iframe')
  host.setAttribute('style', hostStyle)
  style.textContent = `iframe{display:block;border:0;width:100%;height:100%;${css}}`
  iframe.title = title
  iframe.setAttribute('allow', IFRAME_ALLOW)
  iframe.src = url
  host.attachShadow({ mode: 'open' }).append(style, iframe)
  return { host, iframe }
}
