// Helpers for the jsdom tests of src/host (not published: src/**/testing/**).
import { type Mock, vi } from 'vitest'
import { deliver, fromWidget, paramsOf } from '../../mount/testing/harness.js'

/**
 * jsdom gives no browsing context to an iframe inside a shadow root, so the test gives it a
 * stand-in window; returns a function that posts as that widget would.
 */
export function driveFrame(iframe: HTMLIFrameElement): {
  send: (type: string, payload?: unknown, extra?: object) => void
  posted: Mock
  id: string
} {
  const posted = vi.fn()
  const frameWindow = { postMessage: posted }
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
  const id = paramsOf(iframe.src).get('widgetInstanceId')!
  const send = (type: string, payload: unknown = null, extra = {}) =>
    deliver(frameWindow, fromWidget(id, type, payload, extra))
  return { send, posted, id }
}

/** What an off-ramp widget asks for in `SEND_CRYPTO`. */
export const SEND_CRYPTO_REQUEST = {
  assetInfo: {
    address: null,
    symbol: 'ETH',
    chain: 'ETH',
    type: 'NATIVE',
    name: 'Ether',
    decimals: 18,
  },
  amount: '1',
  address: '0xabc',
} as const
