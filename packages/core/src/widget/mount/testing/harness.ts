// Helpers for the jsdom tests of the widget launcher (not published: src/**/testing/**).
import { afterEach, beforeEach, expect, vi } from 'vitest'
import { BASE as CONFIG_BASE } from '../../config/testkit.js'
import type { WidgetConfig } from '../../config/types.js'
import { driveFrame } from './driveFrame.js'
import { SEND_CRYPTO_REQUEST } from './payloads.js'

export { KEY } from '../../config/testkit.js'
export { PURCHASE, SALE, SEND_CRYPTO_REQUEST } from './payloads.js'
export const WIDGET_URL = 'https://widget.example/app/'
export const WIDGET_ORIGIN = 'https://widget.example'

/** The widget config tests' base, loaded from a stand-in widget origin. */
export const BASE: WidgetConfig = { ...CONFIG_BASE, url: WIDGET_URL }

/**
 * Delivers a `message` event to `window` as if `source` had posted `data` from `origin`.
 * A plain Event with the fields defined, so `source` may be any object (a fake popup too).
 */
export function deliver(source: unknown, data: unknown, origin = WIDGET_ORIGIN): void {
  const event = new Event('message')
  Object.defineProperties(event, {
    data: { value: data },
    origin: { value: origin },
    source: { value: source },
  })
  window.dispatchEvent(event)
}

/** The widget iframes on the page (inside shadow roots), in document order. */
export function widgetFrames(root: ParentNode = document): HTMLIFrameElement[] {
  const frames: HTMLIFrameElement[] = []
  for (const element of root.querySelectorAll('*')) {
    const frame = element.shadowRoot?.querySelector('iframe')
    if (frame) frames.push(frame)
  }
  return frames
}

/** The only widget iframe; fails when there is none or more than one. */
export function theFrame(): HTMLIFrameElement {
  const frames = widgetFrames()
  if (frames.length !== 1) throw new Error(`expected one widget iframe, found ${frames.length}`)
  return frames[0]!
}

/** Query parameters of the widget URL the iframe loads. */
export function paramsOf(url: string): URLSearchParams {
  return new URL(url).searchParams
}

/** Message of the widget with this instance id. */
export function fromWidget(id: string, type: string, payload: unknown = null, extra = {}) {
  return { type, payload, widgetInstanceId: id, ...extra }
}

/**
 * For the tests of what opens widgets: a reported error (a throwing handler's) fails the test;
 * after each test, what the returned `keep` was given is ended by `end` (the scroll lock counts
 * overlays across the module), the globals are unstubbed, then `cleanup` tidies the rest.
 */
export function endedAfterEachTest<T>(end: (item: T) => void, cleanup: () => void) {
  const kept: T[] = []
  beforeEach(() => {
    vi.stubGlobal('reportError', (error: unknown) => {
      throw error
    })
  })
  afterEach(() => {
    for (const item of kept.splice(0)) end(item)
    vi.unstubAllGlobals()
    cleanup()
  })
  return <U extends T>(item: U): U => {
    kept.push(item)
    return item
  }
}

/** Empties the body and takes off the styles an overlay's scroll lock sets, after a test. */
export function clearPage(): void {
  document.body.replaceChildren()
  document.body.removeAttribute('style')
  document.documentElement.removeAttribute('style')
}

/** Every element, text and comment node under `document` (a leak detector). */
export function countNodes(): number {
  return [...walk(document)].length
}

function* walk(node: Node): Generator<Node> {
  yield node
  for (const child of node.childNodes) yield* walk(child)
}

/**
 * Drives `frame` as an off-ramp widget that asks its host to send crypto: `ask()` posts
 * `SEND_CRYPTO_REQUEST`; `answered(payload)` waits until the page's last message to the widget
 * is the `SEND_CRYPTO_RESULT` carrying `payload`. `send` posts any other message.
 */
export function sendCryptoWidget(frame: HTMLIFrameElement) {
  const posted: unknown[] = []
  const send = driveFrame(frame, posted)
  return {
    send,
    posted,
    ask: () => send('SEND_CRYPTO', SEND_CRYPTO_REQUEST, { eventVersion: 1 }),
    answered: (payload: object) =>
      vi.waitFor(() =>
        expect(posted.at(-1)).toEqual({ type: 'SEND_CRYPTO_RESULT', payload, eventVersion: 1 }),
      ),
  }
}
