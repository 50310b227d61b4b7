// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import {
  BASE,
  clearPage,
  countNodes,
  deliver,
  endedAfterEachTest,
  fromWidget,
  KEY,
  PURCHASE,
  paramsOf,
  SALE,
  theFrame,
  WIDGET_ORIGIN,
  widgetFrames,
} from '../widget/mount/testing/harness.js'
import type { RampInstantConfig } from './config.js'
import type { RampInstantAllEvents } from './events.js'
import { ALREADY_VISIBLE, RampInstantSDK } from './RampInstantSDK.js'

const CONFIG = BASE as RampInstantConfig

const keep = endedAfterEachTest(
  (sdk: RampInstantSDK) => sdk.close(),
  () => {
    vi.restoreAllMocks()
    document.head.replaceChildren()
    clearPage()
  },
)

/** A RampInstantSDK closed again after the test. */
const create = (config: RampInstantConfig): RampInstantSDK => keep(new RampInstantSDK(config))

/**
 * jsdom gives no window to an iframe inside a shadow root; the test frame gets a stand-in,
 * as in createWidget's tests.
 */
function giveWindow(iframe: HTMLIFrameElement) {
  const posted = vi.fn()
  const frameWindow = { postMessage: posted }
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
  return { frameWindow, posted }
}

/** Shows a compat widget and returns handles to drive it as its iframe would. */
function open(extra: Partial<RampInstantConfig> = {}) {
  const sdk = create({ ...CONFIG, ...extra } as RampInstantConfig)
  const events: RampInstantAllEvents[] = []
  sdk.on('*', (event) => events.push(event))
  sdk.show()
  const iframe = theFrame()
  const id = paramsOf(iframe.src).get('widgetInstanceId')!
  const { frameWindow, posted } = giveWindow(iframe)
  const send = (type: string, payload: unknown = null, more = {}) =>
    deliver(frameWindow, fromWidget(id, type, payload, more))
  const types = () => events.map((event) => event.type)
  return { sdk, events, types, iframe, id, posted, send }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('RampInstantSDK: construction', () => {
  it('touches nothing on the page until show(): no element, no font link', () => {
    const before = countNodes()
    create({ ...CONFIG })
    expect(countNodes()).toBe(before)
    expect(document.querySelector('link')).toBeNull()
  })

  it("defaults the variant to 'desktop', as the official SDK does", () => {
    open()
    expect(paramsOf(theFrame().src).get('variant')).toBe('desktop')
  })

  it("treats an explicit undefined variant as 'desktop' too", () => {
    open({ variant: undefined })
    expect(paramsOf(theFrame().src).get('variant')).toBe('desktop')
  })

  it.each(['webview-desktop', 'webview-mobile'] as const)(
    'shows %s as the desktop overlay with a warning, as the official SDK does',
    (variant) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      open({ variant })
      expect(paramsOf(theFrame().src).get('variant')).toBe('desktop')
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining(`variant '${variant}' is shown as 'desktop'`),
      )
    },
  )

  it("shows 'hosted' (not in the official list) as the desktop overlay with a warning, as the official SDK does", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const open = vi.spyOn(window, 'open')
    const sdk = create({ ...CONFIG, variant: 'hosted' as never })
    sdk.show()
    expect(open).not.toHaveBeenCalled()
    expect(paramsOf(theFrame().src).get('variant')).toBe('desktop')
    expect(sdk.domNodes?.overlay).toBeTruthy()
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("variant 'hosted' is shown as 'desktop'"),
    )
  })

  it.each(['Desktop', 'overlay', 42])(
    'shows an unknown variant (%s) as the desktop overlay with a warning, as the official SDK does',
    (variant) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      open({ variant: variant as never })
      expect(paramsOf(theFrame().src).get('variant')).toBe('desktop')
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^\[rampkit\] variant is not one of .*shown as 'desktop'/),
      )
    },
  )

  it('prints each validation warning with console.warn, never the API key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    create({ ...CONFIG, swapAsset: 'ETH', hostApiKey: `${KEY} `, fiatCurrency: 'eur' })
    const printed = warn.mock.calls.map((call) => String(call[0]))
    expect(printed.length).toBeGreaterThan(0)
    for (const line of printed) {
      expect(line).toMatch(/^\[rampkit\] /)
      expect(line).not.toContain(KEY)
    }
    expect(printed.some((line) => line.includes('hostApiKey'))).toBe(true)
  })

  it('shows a configuration that breaks rules of spec 2.11, as the official SDK does: each is a warning, without the API key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    create({ ...CONFIG, enabledFlows: ['SELL' as never], fiatValue: 'ten' }).show()
    expect(paramsOf(theFrame().src).get('enabledFlows')).toBe('SELL')
    const printed = warn.mock.calls.map(([line]) => String(line))
    expect(printed.some((line) => line.includes('enabledFlows'))).toBe(true)
    expect(printed.some((line) => line.includes('fiatValue'))).toBe(true)
    for (const line of printed) expect(line).not.toContain(KEY)
  })
})

describe('RampInstantSDK: show', () => {
  it('returns this, and a second show() throws the official error', () => {
    const sdk = create({ ...CONFIG })
    expect(sdk.show()).toBe(sdk)
    expect(() => sdk.show()).toThrow(new Error(ALREADY_VISIBLE))
    expect(widgetFrames()).toHaveLength(1)
  })

  it('throws also after the widget closed (one show per instance)', () => {
    const { sdk } = open()
    sdk.close()
    expect(() => sdk.show()).toThrow(ALREADY_VISIBLE)
  })

  it('fills domNodes for an overlay: the shadow host on <body>, the overlay around the iframe inside it', () => {
    const { sdk, iframe } = open()
    const nodes = sdk.domNodes!
    expect(nodes.body).toBe(document.body)
    expect(nodes.iframe).toBe(iframe)
    expect(nodes.shadowHost.parentNode).toBe(document.body)
    expect(nodes.shadow).toBe(nodes.shadowHost.shadowRoot)
    expect(nodes.overlay?.parentNode).toBe(nodes.shadow)
    expect(iframe.parentNode).toBe(nodes.overlay)
    expect(nodes.container).toBeUndefined()
    expect(sdk.widgetWindow).toBeUndefined()
  })

  it('fills domNodes for an embedded widget: inside containerNode, no overlay', () => {
    const containerNode = document.createElement('div')
    document.body.append(containerNode)
    const sdk = create({ ...CONFIG, variant: 'embedded-mobile', containerNode }).show()
    const nodes = sdk.domNodes!
    expect(nodes.shadowHost.parentNode).toBe(containerNode)
    expect(nodes.overlay).toBeNull()
    expect(nodes.container?.parentNode).toBe(nodes.shadow)
    expect(nodes.iframe.parentNode).toBe(nodes.container)
    expect(paramsOf(nodes.iframe.src).get('variant')).toBe('embedded-mobile')
  })

  it('keeps domNodes after the widget closed, as the official SDK does', () => {
    const { sdk } = open()
    const nodes = sdk.domNodes
    sdk.close()
    expect(sdk.domNodes).toBe(nodes)
    expect(nodes?.shadowHost.isConnected).toBe(false)
  })

  it('hosted: widgetWindow is the opened window; show() again opens another, as the official SDK does', () => {
    const popup = () => ({ closed: false, close: vi.fn(), focus: vi.fn(), postMessage: vi.fn() })
    const [first, second] = [popup(), popup()]
    const opened = vi.spyOn(window, 'open').mockReturnValueOnce(first as never)
    opened.mockReturnValueOnce(second as never)
    const sdk = create({ ...CONFIG, variant: 'hosted-mobile' }).show()
    expect(sdk.widgetWindow).toBe(first)
    expect(sdk.domNodes).toBeUndefined()
    expect(sdk.show()).toBe(sdk)
    expect(opened).toHaveBeenCalledTimes(2)
    expect(sdk.widgetWindow).toBe(second)
    expect(first.close).not.toHaveBeenCalled()
    // close() closes the latest window, as the official SDK's does.
    sdk.close()
    expect(second.close).toHaveBeenCalled()
  })

  it("hosted: events carry the widget's instance id, taken from its window's first message", () => {
    const popup = { closed: false, close: vi.fn(), focus: vi.fn(), postMessage: vi.fn() }
    const opened = vi.spyOn(window, 'open').mockReturnValue(popup as never)
    const sdk = create({ ...CONFIG, variant: 'hosted-desktop' })
    const events: RampInstantAllEvents[] = []
    sdk.on('*', (event) => events.push(event))
    sdk.show()
    const id = paramsOf(String(opened.mock.calls[0]![0])).get('widgetInstanceId')!
    // Neither another window nor another origin gives the id away.
    deliver({}, fromWidget('forged', 'WIDGET_CONFIG_DONE'))
    deliver(popup, fromWidget('forged', 'WIDGET_CONFIG_DONE'), 'https://evil.example')
    deliver(popup, fromWidget(id, 'WIDGET_CONFIG_DONE'))
    deliver(popup, fromWidget(id, 'APP_VERSION', { version: '4.2' }))
    expect(events.map(({ type, widgetInstanceId }) => [type, widgetInstanceId])).toEqual([
      ['WIDGET_CONFIG_DONE', id],
      ['APP_VERSION', id],
    ])
    sdk.close()
    expect(events.at(-1)).toEqual({ type: 'WIDGET_CLOSE', payload: null, widgetInstanceId: id })
  })

  it('hosted: a blocked popup reaches the handlers as WIDGET_OPEN_FAILED; show() may retry', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const sdk = create({ ...CONFIG, variant: 'hosted-desktop' })
    const events: RampInstantAllEvents[] = []
    sdk.on('*', (event) => events.push(event))
    sdk.show()
    expect(events).toEqual([
      { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'POPUP_BLOCKED' }, widgetInstanceId: '' },
    ])
    expect(sdk.widgetWindow).toBeUndefined()
    const popup = { closed: false, close: vi.fn(), focus: vi.fn(), postMessage: vi.fn() }
    open.mockReturnValue(popup as never)
    sdk.show()
    expect(sdk.widgetWindow).toBe(popup)
  })

  it('binds its methods, as the official SDK does', () => {
    const sdk = create({ ...CONFIG })
    const { show, on, close } = sdk
    const handler = vi.fn()
    on('WIDGET_CLOSE', handler)
    show()
    close()
    expect(handler).toHaveBeenCalledTimes(1)
  })
})

describe('RampInstantSDK: events', () => {
  it("hands '*' and typed handlers { type, payload, widgetInstanceId }", () => {
    const { sdk, send, events, id } = open()
    const purchases: string[] = []
    sdk.on('PURCHASE_CREATED', (event) => purchases.push(event.payload.purchase.id))
    const payload = { purchase: PURCHASE, purchaseViewToken: 'tok', apiUrl: 'https://api.x/api' }
    send('WIDGET_CONFIG_DONE')
    send('PURCHASE_CREATED', payload)
    send('OFFRAMP_SALE_CREATED', { sale: SALE, saleViewToken: 's', apiUrl: 'https://api.x/api' })
    expect(events).toEqual([
      { type: 'WIDGET_CONFIG_DONE', payload: null, widgetInstanceId: id },
      { type: 'PURCHASE_CREATED', payload, widgetInstanceId: id },
      {
        type: 'OFFRAMP_SALE_CREATED',
        payload: { sale: SALE, saleViewToken: 's', apiUrl: 'https://api.x/api' },
        widgetInstanceId: id,
      },
    ])
    expect(purchases).toEqual(['p1'])
  })

  it("hands listeners the widget's message as sent, as the official SDK does (strings stay strings, extra fields kept)", () => {
    const { send, events, id } = open()
    const purchase = { ...PURCHASE, fiatValue: '2500.5' }
    const payload = { purchase, purchaseViewToken: 'tok', apiUrl: 'https://api.x/api' }
    send('PURCHASE_CREATED', payload, { internal: false, eventVersion: 2 })
    expect(events).toEqual([
      { type: 'PURCHASE_CREATED', payload, widgetInstanceId: id, internal: false, eventVersion: 2 },
    ])
  })

  it('hands listeners a malformed message too, where the official SDK would', () => {
    const { send, events, id } = open()
    send('PURCHASE_CREATED', { purchase: 7 })
    expect(events).toEqual([
      { type: 'PURCHASE_CREATED', payload: { purchase: 7 }, widgetInstanceId: id },
    ])
  })

  it('an unknown event name only warns, and the listener has no effect', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { sdk, send } = open()
    const handler = vi.fn()
    expect(sdk.on('PURCHASE_CREATD' as never, handler)).toBe(sdk)
    expect(warn).toHaveBeenCalledWith(
      "Unknown / unsupported event name - 'PURCHASE_CREATD'. This listener will have no effect.",
    )
    send('WIDGET_CONFIG_DONE')
    expect(handler).not.toHaveBeenCalled()
  })

  it('unsubscribe(type) takes one name out of a * subscription; unsubscribe(*) every name', () => {
    const { sdk, send } = open()
    const seen: string[] = []
    const handler = (event: RampInstantAllEvents) => seen.push(event.type)
    sdk.on('*', handler).on('APP_VERSION', handler)
    expect(sdk.unsubscribe('WIDGET_CONFIG_DONE', handler)).toBe(sdk)
    send('WIDGET_CONFIG_DONE')
    send('APP_VERSION', { version: '3.1' })
    expect(seen).toEqual(['APP_VERSION', 'APP_VERSION'])
    sdk.unsubscribe('*', handler)
    send('APP_VERSION', { version: '3.1' })
    expect(seen).toHaveLength(2)
  })

  it('close() removes the widget and dispatches WIDGET_CLOSE', () => {
    const { sdk, types, id, events } = open()
    expect(sdk.close()).toBe(sdk)
    expect(widgetFrames()).toEqual([])
    expect(types()).toEqual(['WIDGET_CLOSE'])
    expect(events[0]).toEqual({ type: 'WIDGET_CLOSE', payload: null, widgetInstanceId: id })
  })

  it('close() dispatches WIDGET_CLOSE also when nothing is shown, with the instance id, as the official SDK does', () => {
    const sdk = create({ ...CONFIG })
    const handler = vi.fn()
    sdk.on('WIDGET_CLOSE', handler).close()
    expect(handler).toHaveBeenCalledWith({
      type: 'WIDGET_CLOSE',
      payload: null,
      widgetInstanceId: expect.stringMatching(/^[0-9a-f]{32}$/),
    })
    // The id the widget then opens with.
    const id = handler.mock.calls[0]![0].widgetInstanceId
    sdk.show()
    expect(paramsOf(theFrame().src).get('widgetInstanceId')).toBe(id)
  })

  it('a throwing handler does not stop the others (its error is reported)', () => {
    const reported: unknown[] = []
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error))
    const { sdk, send, types } = open()
    sdk.on('WIDGET_CONFIG_DONE', () => {
      throw new Error('host bug')
    })
    const after = vi.fn()
    sdk.on('WIDGET_CONFIG_DONE', after)
    send('WIDGET_CONFIG_DONE')
    expect(types()).toEqual(['WIDGET_CONFIG_DONE'])
    expect(after).toHaveBeenCalled()
    expect(reported).toHaveLength(1)
  })
})

describe('RampInstantSDK: answering the widget', () => {
  const ASSET = SALE.crypto.assetInfo
  const REQUEST = { assetInfo: ASSET, amount: '1000', address: '0xdeposit' }

  it('onSendCrypto gets (assetInfo, amount, address); its txHash is posted back', async () => {
    const { sdk, send, posted, events, id } = open({
      useSendCryptoCallback: true,
      enabledFlows: ['OFFRAMP'],
    })
    const callback = vi.fn(async () => ({ txHash: '0xhash' }))
    expect(sdk.onSendCrypto(callback)).toBe(sdk)
    send('SEND_CRYPTO', REQUEST, { eventVersion: 1 })
    await flush()
    expect(callback).toHaveBeenCalledWith(ASSET, '1000', '0xdeposit')
    expect(posted).toHaveBeenCalledWith(
      { type: 'SEND_CRYPTO_RESULT', payload: { txHash: '0xhash' }, eventVersion: 1 },
      WIDGET_ORIGIN,
    )
    expect(events).toEqual([
      { type: 'SEND_CRYPTO', payload: REQUEST, widgetInstanceId: id, eventVersion: 1 },
    ])
  })

  it.each([
    ['a rejection', async () => Promise.reject(new Error('User rejected')), 'User rejected'],
    ['no txHash', async () => ({ txHash: '' }), 'Missing txHash in the callback result'],
  ])('onSendCrypto: %s is posted back as { error }', async (_, callback, error) => {
    const { sdk, send, posted } = open({ useSendCryptoCallback: true, enabledFlows: ['OFFRAMP'] })
    sdk.onSendCrypto(callback)
    send('SEND_CRYPTO', REQUEST, { eventVersion: 1 })
    await flush()
    expect(posted).toHaveBeenCalledWith(
      { type: 'SEND_CRYPTO_RESULT', payload: { error }, eventVersion: 1 },
      WIDGET_ORIGIN,
    )
  })

  it('without onSendCrypto the widget hears the official error', async () => {
    const { send, posted } = open({ useSendCryptoCallback: true, enabledFlows: ['OFFRAMP'] })
    send('SEND_CRYPTO', REQUEST, { eventVersion: 1 })
    await flush()
    expect(posted).toHaveBeenCalledWith(
      {
        type: 'SEND_CRYPTO_RESULT',
        payload: { error: 'Missing txHash in the callback result' },
        eventVersion: 1,
      },
      WIDGET_ORIGIN,
    )
  })

  it('onRequestCryptoAccount gets (type, assetSymbol); the four official fields go back', async () => {
    const { sdk, send, posted, types } = open()
    const callback = vi.fn(async () => ({
      address: '0xabc',
      name: 'Main',
      extra: 'not sent',
    }))
    expect(sdk.onRequestCryptoAccount(callback)).toBe(sdk)
    send('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH_USDC' })
    await flush()
    expect(callback).toHaveBeenCalledWith('ETH', 'ETH_USDC')
    expect(posted).toHaveBeenCalledWith(
      {
        type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
        payload: { address: '0xabc', type: undefined, name: 'Main', assetSymbol: undefined },
      },
      WIDGET_ORIGIN,
    )
    expect(types()).toEqual(['REQUEST_CRYPTO_ACCOUNT'])
  })

  it('onRequestCryptoAccount: no address is posted back as the official error', async () => {
    const { sdk, send, posted } = open()
    sdk.onRequestCryptoAccount(async () => ({ address: '' }))
    send('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH', assetSymbol: 'ETH' })
    await flush()
    expect(posted).toHaveBeenCalledWith(
      {
        type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
        payload: { error: 'Missing address in the callback result' },
      },
      WIDGET_ORIGIN,
    )
  })
})
