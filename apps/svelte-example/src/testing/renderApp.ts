// Test helpers (not part of the app): the page over an in-process sandbox, and a stand-in
// widget frame (jsdom gives iframes inside shadow roots no window of their own).
import { createHostApiClient, type HostApiClient } from '@rampkit/core'
import { createSandbox } from '@rampkit/sandbox'
import { render } from '@testing-library/svelte'
import type { AppConfig } from '../config.js'
import Root from '../Root.svelte'

export const TEST_CONFIG: AppConfig = {
  apiUrl: 'http://localhost/api',
  widgetUrl: 'http://localhost/widget/',
  webhookUrl: 'http://127.0.0.1:8788/webhooks',
  hostApiKey: 'demo-host-api-key',
}

export function renderApp(
  options: {
    /** Wraps the sandbox's fetch (to count or answer requests). */
    fetch?: (sandboxFetch: typeof fetch) => typeof fetch
    pollMs?: number
  } = {},
) {
  const sandbox = createSandbox()
  const client: HostApiClient = createHostApiClient({
    baseUrl: TEST_CONFIG.apiUrl,
    hostApiKey: TEST_CONFIG.hostApiKey,
    fetch: (options.fetch ?? ((f) => f))(sandbox.fetch as typeof fetch),
    retries: 0,
  })
  const view = render(Root, {
    props: {
      client,
      config: TEST_CONFIG,
      logoUrl: 'http://localhost/logo.svg',
      pollMs: options.pollMs,
    },
  })
  return { ...view, sandbox, client }
}

/** The widget iframes on the page (each inside a shadow root). */
export function widgetFrames(root: ParentNode = document): HTMLIFrameElement[] {
  return [...root.querySelectorAll('*')].flatMap((element) => {
    const frame = element.shadowRoot?.querySelector('iframe')
    return frame ? [frame] : []
  })
}

/** Posts to the page as the widget in `iframe` would. */
export function driveFrame(iframe: HTMLIFrameElement) {
  const frameWindow = { postMessage() {} }
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
