// @vitest-environment jsdom
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../config/types.js'
import { createWidget } from './createWidget.js'
import type { WidgetEvent } from './events.js'
import {
  holdHidden,
  PRELOAD_INTENT_DELAY_MS,
  PRELOAD_UNUSED_MS,
  preloadWidget,
} from './preloadWidget.js'
import {
  BASE,
  clearPage,
  deliver,
  endedAfterEachTest,
  fromWidget,
  paramsOf,
  WIDGET_ORIGIN,
  widgetFrames,
} from './testing/harness.js'

const keep = endedAfterEachTest(
  (stop: () => void) => stop(),
  () => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    clearPage()
    for (const link of document.head.querySelectorAll('link[rel=preconnect]')) link.remove()
  },
)

/** A widget (closed after the test) with its event log, and the Buy button that opens it. */
function setUp(extra: Partial<WidgetConfig> = {}) {
  const widget = createWidget({ ...BASE, variant: 'desktop', ...extra })
  keep(() => widget.close())
  const events: WidgetEvent[] = []
  widget.on('*', (event) => events.push(event))
  const buy = document.createElement('button')
  buy.textContent = 'Buy'
  document.body.append(buy)
  return { widget, events, buy, types: () => events.map((event) => event.type) }
}

/** The held frame, given a stand-in window as the harness does (jsdom gives it none). */
function heldFrame() {
  const [iframe] = widgetFrames()
  if (!iframe) throw new Error('no frame')
  const posted = vi.fn()
  const frameWindow = { postMessage: posted }
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
  const id = paramsOf(iframe.src).get('widgetInstanceId')!
  const host =
    iframe.getRootNode() instanceof ShadowRoot ? (iframe.getRootNode() as ShadowRoot).host : null
  const send = (type: string, payload: unknown = null) =>
    deliver(frameWindow, fromWidget(id, type, payload))
  return { iframe, host: host as HTMLElement, send, posted }
}

describe('preloading: the held frame', () => {
  it('is hidden, inert, aria-hidden and out of the Tab order, and the page is left alone', () => {
    const { widget, buy } = setUp()
    buy.focus()
    const drop = widget.preload(holdHidden)
    expect(typeof drop).toBe('function')
    const { iframe, host } = heldFrame()
    expect(host.style.visibility).toBe('hidden')
    expect(host.hasAttribute('inert')).toBe(true)
    expect(host.getAttribute('aria-hidden')).toBe('true')
    expect(iframe.getAttribute('tabindex')).toBe('-1')
    // No dialog pattern yet: focus stays on the page, nothing else made inert, no scroll lock.
    expect(document.activeElement).toBe(buy)
    expect(buy.hasAttribute('inert')).toBe(false)
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('holds what the widget says until show(), then hands it over in order, in the very frame', async () => {
    const { widget, types, buy } = setUp()
    const account = vi.fn(async () => ({
      address: '0xabc',
      type: 'ETH',
      name: 'Wallet',
      assetSymbol: 'ETH',
    }))
    widget.onRequestCryptoAccount(account)
    widget.preload(holdHidden)
    const { iframe, host, send } = heldFrame()
    send('APP_VERSION', { version: '2.1' })
    send('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH' })
    send('WIDGET_CONFIG_DONE')
    expect(types()).toEqual([])
    // The host's wallet is not asked before the user's click.
    expect(account).not.toHaveBeenCalled()
    buy.focus()
    widget.show()
    expect(types()).toEqual(['APP_VERSION', 'REQUEST_CRYPTO_ACCOUNT', 'WIDGET_CONFIG_DONE'])
    expect(account).toHaveBeenCalledTimes(1)
    expect(widgetFrames()).toEqual([iframe])
    expect(host.style.visibility).toBe('')
    expect(host.hasAttribute('inert')).toBe(false)
    expect(host.hasAttribute('aria-hidden')).toBe(false)
    expect(iframe.hasAttribute('tabindex')).toBe(false)
    // Ready already: no loading indicator, the frame visible, the dialog pattern on.
    expect(iframe.style.visibility).toBe('')
    expect(host.getAttribute('role')).toBe('dialog')
    // (The page is free while the host answers the account request, inert again after.)
    await vi.waitFor(() => expect(buy.hasAttribute('inert')).toBe(true))
    expect(widget.appVersion()).toBe('2.1')
  })

  it('is dropped without a WIDGET_CLOSE (it was never shown); a shown one closes as usual', () => {
    const { widget, types } = setUp()
    const drop = widget.preload(holdHidden) as () => void
    drop()
    expect(widgetFrames()).toEqual([])
    expect(types()).toEqual([])
    widget.preload(holdHidden)
    widget.close()
    expect(widgetFrames()).toEqual([])
    expect(types()).toEqual([])
    const dropLater = widget.preload(holdHidden) as () => void
    widget.show()
    dropLater() // shown now: the stale drop does nothing
    expect(widgetFrames()).toHaveLength(1)
    widget.close()
    expect(types()).toEqual(['WIDGET_CLOSE'])
  })

  it('starts the silence watch at show(), not at the preload', () => {
    vi.useFakeTimers()
    const widget = createWidget({ ...BASE, variant: 'desktop' }, { loadTimeoutMs: 1000 })
    keep(() => widget.close())
    const events: string[] = []
    widget.on('*', (event) => events.push(event.type))
    widget.preload(holdHidden)
    vi.advanceTimersByTime(5000)
    expect(events).toEqual([])
    widget.show()
    vi.advanceTimersByTime(1000)
    expect(events).toEqual(['WIDGET_OPEN_FAILED'])
  })

  it('does nothing while held or shown (one frame)', () => {
    const { widget } = setUp()
    widget.preload(holdHidden)
    expect(widget.preload(holdHidden)).toBeUndefined()
    widget.show()
    expect(widget.preload(holdHidden)).toBeUndefined()
    expect(widgetFrames()).toHaveLength(1)
  })

  it('hands over any messages in the order the widget sent them (property)', () => {
    const TYPES = [
      'APP_VERSION',
      'WIDGET_CONFIG_DONE',
      'PURCHASE_CREATED_BAD',
      'UNKNOWN_X',
    ] as const
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...TYPES), { maxLength: 12 }), (sent) => {
        const widget = createWidget({
          ...BASE,
          variant: 'embedded-desktop',
          containerNode: document.body,
        })
        const seen: string[] = []
        widget.on('*', (event) => seen.push(event.type))
        widget.preload(holdHidden)
        const { send } = heldFrame()
        for (const type of sent) send(type, type === 'APP_VERSION' ? { version: '2.0' } : null)
        const before = seen.length
        widget.show()
        // What show() handed over is what shown-at-once would have got for the same messages.
        const shownAtOnce = createWidget({
          ...BASE,
          variant: 'embedded-desktop',
          containerNode: document.body,
        })
        const direct: string[] = []
        shownAtOnce.on('*', (event) => direct.push(event.type))
        widget.close()
        shownAtOnce.show()
        const second = heldFrame()
        for (const type of sent)
          second.send(type, type === 'APP_VERSION' ? { version: '2.0' } : null)
        shownAtOnce.close()
        expect(before).toBe(0)
        expect(seen.slice(0, -1)).toEqual(direct.slice(0, -1))
      }),
      { numRuns: 30 },
    )
  })

  it('hosted: loads nothing ahead, names the origin to preconnect to', () => {
    const { widget } = setUp({ variant: 'hosted' })
    const open = vi.spyOn(window, 'open')
    expect(widget.preload(holdHidden)).toBe(WIDGET_ORIGIN)
    expect(open).not.toHaveBeenCalled()
  })
})

describe('preloadWidget', () => {
  it('loads on intent: the pointer resting on the opener, not passing by', () => {
    vi.useFakeTimers()
    const { widget, buy } = setUp()
    keep(preloadWidget(widget, { opener: buy }))
    buy.dispatchEvent(new Event('pointerenter'))
    vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS - 10)
    buy.dispatchEvent(new Event('pointerleave'))
    vi.advanceTimersByTime(1000)
    expect(widgetFrames()).toEqual([])
    buy.dispatchEvent(new Event('pointerenter'))
    vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS)
    expect(widgetFrames()).toHaveLength(1)
  })

  it('loads on focus of the opener, and when idle with when: idle', () => {
    vi.useFakeTimers()
    const a = setUp()
    keep(preloadWidget(a.widget, { opener: a.buy }))
    a.buy.dispatchEvent(new FocusEvent('focusin'))
    vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS)
    expect(widgetFrames()).toHaveLength(1)
    a.widget.close()
    const b = setUp()
    keep(preloadWidget(b.widget, { when: 'idle' }))
    vi.advanceTimersByTime(2000)
    expect(widgetFrames()).toHaveLength(1)
  })

  it('drops an unused preloaded widget after a while; the next intent loads it again', () => {
    vi.useFakeTimers()
    const { widget, buy } = setUp()
    keep(preloadWidget(widget, { opener: buy }))
    buy.dispatchEvent(new Event('pointerenter'))
    vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS)
    const first = widgetFrames()[0]
    vi.advanceTimersByTime(PRELOAD_UNUSED_MS)
    expect(widgetFrames()).toEqual([])
    buy.dispatchEvent(new Event('pointerleave'))
    buy.dispatchEvent(new Event('pointerenter'))
    vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS)
    expect(widgetFrames()).toHaveLength(1)
    expect(widgetFrames()[0]).not.toBe(first)
  })

  it('keeps a widget the user opened: the drop timer does not close it', () => {
    vi.useFakeTimers()
    const { widget, buy, types } = setUp()
    keep(preloadWidget(widget, { opener: buy }))
    buy.dispatchEvent(new Event('pointerenter'))
    vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS)
    widget.show()
    vi.advanceTimersByTime(PRELOAD_UNUSED_MS * 2)
    expect(widgetFrames()).toHaveLength(1)
    expect(types()).not.toContain('WIDGET_CLOSE')
  })

  it('loads nothing when the connection asks to save data', () => {
    vi.useFakeTimers()
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    })
    keep(() => delete (navigator as { connection?: unknown }).connection)
    const { widget, buy } = setUp()
    keep(preloadWidget(widget, { opener: buy, when: 'idle' }))
    buy.dispatchEvent(new Event('pointerenter'))
    vi.advanceTimersByTime(5000)
    expect(widgetFrames()).toEqual([])
  })

  it('hosted: preconnects to the widget origin once, on intent', () => {
    vi.useFakeTimers()
    const { widget, buy } = setUp({ variant: 'hosted' })
    keep(preloadWidget(widget, { opener: buy }))
    for (let i = 0; i < 2; i++) {
      buy.dispatchEvent(new Event('pointerenter'))
      vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS)
    }
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preconnect]')]
    expect(links.map((link) => link.href)).toEqual([`${WIDGET_ORIGIN}/`])
  })

  it('its stop removes the listeners and drops an unused preloaded widget', () => {
    vi.useFakeTimers()
    const { widget, buy } = setUp()
    const stop = preloadWidget(widget, { opener: buy })
    buy.dispatchEvent(new Event('pointerenter'))
    vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS)
    stop()
    expect(widgetFrames()).toEqual([])
    buy.dispatchEvent(new Event('pointerenter'))
    vi.advanceTimersByTime(PRELOAD_INTENT_DELAY_MS)
    expect(widgetFrames()).toEqual([])
  })
})
