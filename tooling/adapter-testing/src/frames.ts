// Helpers for the adapters' widget tests: the iframes they mount and a stand-in widget window.
import type { WidgetConfig } from '@rampkit/core'

export const WIDGET_URL = 'https://widget.example/app/'

export const CONFIG: WidgetConfig = {
  hostAppName: 'Demo wallet',
  hostLogoUrl: 'https://wallet.example/logo.svg',
  hostApiKey: 'pk_test_123',
  url: WIDGET_URL,
}

/** The widget iframes under `root` (each inside a shadow root), in document order. */
export function widgetFrames(root: ParentNode = document): HTMLIFrameElement[] {
  const frames: HTMLIFrameElement[] = []
  for (const element of root.querySelectorAll('*')) {
    const frame = element.shadowRoot?.querySelector('iframe')
    if (frame) frames.push(frame)
  }
  return frames
}

/**
 * jsdom gives no browsing context to an iframe inside a shadow root: the test gives it a
 * stand-in window and posts as that widget would (origin and instance id included).
 */
export function driveFrame(
  iframe: HTMLIFrameElement,
  posted: unknown[] = [],
): (type: string, payload?: unknown, extra?: object) => void {
  const frameWindow = { postMessage: (message: unknown) => posted.push(message) }
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
  const url = new URL(iframe.src)
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

/** A `REQUEST_CRYPTO_ACCOUNT` payload: the widget asks for the user's account of an asset. */
export const ACCOUNT_REQUEST = { type: 'ETH', assetSymbol: 'ETH_USDC' }

/** Core's answer to `REQUEST_CRYPTO_ACCOUNT` when the host gave no `onRequestCryptoAccount`. */
export const NO_ACCOUNT_HANDLER_REPLY = {
  type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
  payload: { error: 'The host has no onRequestCryptoAccount handler.' },
}
