// @vitest-environment jsdom
// The WAI-ARIA dialog pattern of the launcher's overlay, and focus around a hosted window, in
// both builds (run from source, NODE_ENV picks the build's branch: build/devFlag.mjs). jsdom
// keeps `inert` as an attribute only; Chromium's behaviour is checked in e2e/src/a11y-*.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../config/types.js'
import { createWidget, type WidgetInstance } from './createWidget.js'
import { POPUP_POLL_MS } from './hosted.js'
import { BASE, deliver, fromWidget, paramsOf, theFrame } from './testing/harness.js'

const opened: WidgetInstance[] = []

afterEach(() => {
  for (const widget of opened.splice(0)) widget.close()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  vi.useRealTimers()
  document.body.replaceChildren()
})

/** A host page: a header, a main with the Buy button (focused: the opener), an aside. */
function hostPage() {
  const header = document.createElement('header')
  const main = document.createElement('main')
  const aside = document.createElement('aside')
  const buy = document.createElement('button')
  buy.textContent = 'Buy'
  main.append(buy)
  document.body.append(header, main, aside)
  buy.focus()
  return { header, main, aside, buy }
}

function show(config: Partial<WidgetConfig>) {
  const widget = createWidget({ ...BASE, ...config } as WidgetConfig)
  opened.push(widget)
  widget.show()
  return widget
}

/** jsdom gives no window to an iframe in a shadow root: a stand-in, read at message time. */
function frameWindow(iframe: HTMLIFrameElement) {
  const win = { postMessage: vi.fn() }
  Object.defineProperty(iframe, 'contentWindow', { value: win, configurable: true })
  return win
}

/**
 * An overlay whose widget asks for the user's account; the host's wallet answers when the test
 * calls `answer` (resolved once the widget has been told).
 */
function askingForAccount() {
  let resolveAccount: (account: { address: string }) => void = () => {}
  const widget = show({ variant: 'desktop' })
  widget.onRequestCryptoAccount(() => new Promise((resolve) => (resolveAccount = resolve)))
  const iframe = theFrame()
  const id = paramsOf(iframe.src).get('widgetInstanceId')!
  deliver(
    frameWindow(iframe),
    fromWidget(id, 'REQUEST_CRYPTO_ACCOUNT', { type: 'SINGLE', assetSymbol: 'ETH_ETH' }),
  )
  const answer = async (address: string) => {
    resolveAccount({ address })
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { widget, answer }
}

const inert = (...elements: Element[]) => elements.map((element) => element.hasAttribute('inert'))

describe.each(['development', 'production'])('the overlay as a dialog (%s build)', (mode) => {
  beforeEach(() => {
    vi.stubEnv('NODE_ENV', mode)
  })

  it('is a named modal dialog around a titled iframe, with a named polite loading status', () => {
    hostPage()
    const widget = show({ variant: 'desktop' })
    const { host, iframe } = widget.elements() as { host: HTMLElement; iframe: HTMLIFrameElement }
    expect([
      host.getAttribute('role'),
      host.getAttribute('aria-modal'),
      host.getAttribute('aria-label'),
    ]).toEqual(['dialog', 'true', 'Demo wallet: buy or sell crypto'])
    expect(iframe.title).toBe('Demo wallet: buy or sell crypto')
    const status = host.shadowRoot!.querySelector('[role="status"]')!
    expect([
      status.getAttribute('aria-live'),
      status.getAttribute('aria-label'),
      status.textContent,
    ]).toEqual(['polite', 'Loading…', 'Loading…'])
  })

  it('makes the page behind inert while open, and restores it exactly (a host inert stays)', () => {
    const { header, main, aside } = hostPage()
    aside.setAttribute('inert', '') // the host's own
    const widget = show({ variant: 'mobile' })
    const { host } = widget.elements() as { host: HTMLElement }
    expect(inert(header, main, aside, host)).toEqual([true, true, true, false])
    widget.close()
    expect(inert(header, main, aside)).toEqual([false, false, true])
  })

  it('takes focus in on open and gives it back to the opener when the host closes it', () => {
    const { buy } = hostPage()
    const widget = show({ variant: 'desktop' })
    const { host } = widget.elements() as { host: HTMLElement }
    expect(document.activeElement).toBe(host)
    widget.close()
    expect(document.activeElement).toBe(buy)
  })

  it('gives focus back to the opener when the widget closes itself (WIDGET_CLOSE)', () => {
    const { buy, main } = hostPage()
    const widget = show({ variant: 'desktop' })
    const iframe = theFrame()
    const id = paramsOf(iframe.src).get('widgetInstanceId')!
    deliver(frameWindow(iframe), fromWidget(id, 'WIDGET_CLOSE'))
    expect(widget.elements()).toBeUndefined()
    expect(main.hasAttribute('inert')).toBe(false)
    expect(document.activeElement).toBe(buy)
  })

  it('lifts inert while the host answers for the widget, then puts it back and focus in', async () => {
    const { main } = hostPage()
    const { widget, answer } = askingForAccount()
    expect(main.hasAttribute('inert')).toBe(false) // the host's wallet modal may be in main
    const walletInput = document.createElement('input')
    main.append(walletInput)
    walletInput.focus()
    await answer('0x1')
    expect(main.hasAttribute('inert')).toBe(true)
    // Focus comes back into the widget from the host's modal.
    expect(document.activeElement).toBe(
      widget.elements() && (widget.elements() as { host: HTMLElement }).host,
    )
  })

  it('leaves an answer that comes after the close without effect on the page', async () => {
    const { main } = hostPage()
    const { widget, answer } = askingForAccount()
    widget.close()
    await answer('0x1')
    expect(main.hasAttribute('inert')).toBe(false)
  })

  it('an embedded widget leaves the page, its focus and its inert alone', () => {
    const { main, buy } = hostPage()
    const container = document.createElement('div')
    document.body.append(container)
    show({ variant: 'embedded-desktop', containerNode: container })
    expect(inert(main, container)).toEqual([false, false])
    expect(document.activeElement).toBe(buy)
  })

  it('gives focus back to the opener when a hosted window closes', () => {
    vi.useFakeTimers()
    const { buy } = hostPage()
    const popup = { closed: false, close: vi.fn(), focus: vi.fn(), postMessage: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(popup as never)
    const widget = show({ variant: 'hosted' })
    document.body.focus()
    buy.blur() // the window has the user's attention
    popup.closed = true
    vi.advanceTimersByTime(POPUP_POLL_MS)
    expect(widget.elements()).toBeUndefined()
    expect(document.activeElement).toBe(buy)
  })
})
