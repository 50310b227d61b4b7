/** Permissions the widget needs: card and wallet payments, identity checks (camera), copy/paste. */
export const IFRAME_ALLOW = 'payment; camera; microphone; clipboard-read; clipboard-write'

export interface WidgetFrame {
  /** The element added to the page (the shadow root's host). */
  host: HTMLElement
  iframe: HTMLIFrameElement
  /** Takes the widget off the page again. */
  remove(): void
}

/**
 * Appends the widget iframe to `parent`, inside an open shadow root, so page styles
 * (`iframe { … }`) cannot reach it and it adds a single element to the page. `attributes` go on
 * that element (`style` included: the overlay makes it the backdrop), `css` adds to the
 * iframe's own rule (a borderless block filling it). `credentialless` loads the widget without
 * the user's cookies (set before the frame navigates, or it would not apply).
 */
export function mountFrame(
  parent: Element,
  url: string,
  title: string,
  attributes: Record<string, string>,
  css: string,
  credentialless = false,
): WidgetFrame {
  const doc = parent.ownerDocument
  const host = doc.createElement('div')
  const style = doc.createElement('style')
  const iframe = doc.createElement('iframe')
  for (const name in attributes) host.setAttribute(name, attributes[name]!)
  style.textContent = `iframe{display:block;border:0;width:100%;height:100%;${css}}`
  iframe.title = title
  iframe.setAttribute('allow', IFRAME_ALLOW)
  if (credentialless) iframe.setAttribute('credentialless', '')
  iframe.src = url
  host.attachShadow({ mode: 'open' }).append(style, iframe)
  parent.append(host)
  return { host, iframe, remove: () => host.remove() }
}
