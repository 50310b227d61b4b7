// @vitest-environment jsdom
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { propertyRuns } from '../../../../../tooling/propertyRuns.mjs'
import type { WidgetConfig } from '../config/types.js'
import { validateWidgetConfig } from '../config/validateWidgetConfig.js'
import { WidgetConfigError } from '../config/WidgetConfigError.js'
import { parseWidgetUrl } from '../url/parseWidgetUrl.js'
import { SDK_VERSION } from '../url/sdkVersion.js'
import { createWidget } from './createWidget.js'
import { WIDGET_EVENT_TYPES, type WidgetEvent } from './events.js'
import { POPUP_POLL_MS } from './hosted.js'
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
} from './testing/harness.js'

const OFFRAMP: Partial<WidgetConfig> = { enabledFlows: ['OFFRAMP'], useSendCryptoCallback: true }

const keep = endedAfterEachTest(
  (widget: { close(): void }) => widget.close(),
  () => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
    vi.useRealTimers()
    clearPage()
  },
)

/** createWidget, closed again after the test. */
const create = (config: WidgetConfig) => keep(createWidget(config))

/** Shows a widget and returns handles to drive it as its iframe would. */
function open(extra: Partial<WidgetConfig> = {}) {
  const widget = create({ ...BASE, variant: 'desktop', ...extra })
  const events: WidgetEvent[] = []
  widget.on('*', (event) => events.push(event))
  widget.show()
  const iframe = theFrame()
  const params = paramsOf(iframe.src)
  const id = params.get('widgetInstanceId')!
  const { frameWindow, posted } = giveWindow(iframe)
  const send = (type: string, payload: unknown = null, more = {}) =>
    deliver(frameWindow, fromWidget(id, type, payload, more))
  const types = () => events.map((event) => event.type)
  return { widget, events, types, iframe, params, id, posted, send }
}

/**
 * jsdom gives no browsing context to an iframe inside a shadow root (browsers do: see the e2e
 * tests), so each test frame gets a stand-in window, read at message time as a real one is.
 */
function giveWindow(iframe: HTMLIFrameElement) {
  const posted = vi.fn()
  const frameWindow = { postMessage: posted }
  Object.defineProperty(iframe, 'contentWindow', { value: frameWindow, configurable: true })
  return { frameWindow, posted }
}

const pressKey = (key = 'Escape') =>
  window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))

describe('createWidget: configuration', () => {
  it('throws a WidgetConfigError listing every issue, without the API key', () => {
    let error: unknown
    try {
      create({ ...BASE, hostAppName: '', enabledFlows: ['SELL' as never], variant: 'big' as never })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(WidgetConfigError)
    const paths = (error as WidgetConfigError).issues.map((issue) => issue.path)
    expect(paths).toEqual(expect.arrayContaining(['hostAppName', 'variant']))
    expect(paths.some((path) => path.startsWith('enabledFlows'))).toBe(true)
    expect((error as Error).message).not.toContain(KEY)
  })

  it('throws for an embedded variant without containerNode', () => {
    expect(() => create({ ...BASE, variant: 'embedded-desktop' })).toThrow(/containerNode/)
  })

  it.each(['webview-desktop', 'webview-mobile'] as const)(
    'rejects %s, pointing to buildWidgetUrl',
    (variant) => {
      let error: unknown
      try {
        create({ ...BASE, variant })
      } catch (caught) {
        error = caught
      }
      expect(error).toBeInstanceOf(WidgetConfigError)
      expect((error as WidgetConfigError).issues).toEqual([
        { path: 'variant', message: expect.stringMatching(/webview.*buildWidgetUrl\(config\)/) },
      ])
      expect(widgetFrames()).toEqual([])
    },
  )

  it('lists a webview variant with the other issues (the variant rule refuses it)', () => {
    let error: unknown
    try {
      create({ ...BASE, hostAppName: '', variant: 'webview-mobile' })
    } catch (caught) {
      error = caught
    }
    const paths = (error as WidgetConfigError).issues.map((issue) => issue.path)
    expect(paths).toEqual(expect.arrayContaining(['hostAppName', 'variant']))
  })

  it('does not mount anything before show()', () => {
    const before = countNodes()
    create({ ...BASE, variant: 'desktop' })
    expect(countNodes()).toBe(before)
  })
})

describe('createWidget: the widget URL', () => {
  it('carries the configuration and the protocol parameters', () => {
    const { params, id } = open({
      swapAsset: 'ETH_ETH,ETH_USDC',
      fiatCurrency: 'EUR',
      fiatValue: 50,
    })
    expect(params.get('hostApiKey')).toBe(KEY)
    expect(params.get('swapAsset')).toBe('ETH_ETH,ETH_USDC')
    expect(params.get('fiatValue')).toBe('50')
    expect(params.get('sdkType')).toBe('WEB')
    expect(params.get('sdkVersion')).toBe(SDK_VERSION)
    expect(params.get('hostUrl')).toBe(window.location.origin)
    expect(params.get('variant')).toBe('desktop')
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(params.has('useSendCryptoCallbackVersion')).toBe(false)
    expect(params.has('containerNode')).toBe(false)
  })

  it('is read back by parseWidgetUrl', () => {
    const { iframe, id } = open({ enabledFlows: ['ONRAMP', 'OFFRAMP'], defaultFlow: 'OFFRAMP' })
    const parsed = parseWidgetUrl(iframe.src)
    expect(parsed.config).toMatchObject({
      url: 'https://widget.example/app/',
      hostApiKey: KEY,
      enabledFlows: ['ONRAMP', 'OFFRAMP'],
      defaultFlow: 'OFFRAMP',
      closeable: true,
      credentialless: false,
    })
    // What the launcher sends is itself a valid configuration.
    expect(validateWidgetConfig(parsed.config)).toMatchObject({ ok: true, warnings: [] })
    expect(parsed.extra).toEqual({
      sdkType: 'WEB',
      sdkVersion: SDK_VERSION,
      widgetInstanceId: id,
      hostUrl: window.location.origin,
    })
  })

  it('asks for send-crypto callback version 1 with useSendCryptoCallback', () => {
    const { params } = open(OFFRAMP)
    expect(params.get('useSendCryptoCallbackVersion')).toBe('1')
    expect(params.get('useSendCryptoCallback')).toBe('true')
  })

  it('sends the variant auto resolves to, by the viewport at show()', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }))
    const widget = create({ ...BASE })
    widget.show()
    expect(paramsOf(theFrame().src).get('variant')).toBe('mobile')
    widget.close()
    vi.stubGlobal('matchMedia', () => ({ matches: true }))
    widget.show()
    expect(paramsOf(theFrame().src).get('variant')).toBe('desktop')
    widget.close()
  })

  it('uses a new instance id for every show()', () => {
    const widget = create({ ...BASE, variant: 'mobile' })
    const ids = new Set<string>()
    for (let i = 0; i < 5; i++) {
      widget.show()
      ids.add(paramsOf(theFrame().src).get('widgetInstanceId')!)
      widget.close()
    }
    expect(ids.size).toBe(5)
  })

  it("adds closeable and credentialless as the official SDK does: the config's value, else the default", () => {
    const first = open()
    expect(first.params.get('closeable')).toBe('true')
    expect(first.params.get('credentialless')).toBe('false')
    first.widget.close()
    const { params, widget } = open({ closeable: false, credentialless: true })
    expect(params.getAll('closeable')).toEqual(['false'])
    expect(params.getAll('credentialless')).toEqual(['true'])
    widget.close()
    const container = document.createElement('div')
    document.body.append(container)
    create({ ...BASE, variant: 'embedded-desktop', containerNode: container }).show()
    expect(paramsOf(widgetFrames(container)[0]!.src).get('closeable')).toBe('false')
  })

  it("sends the host's values as given and passes unknown keys on, like the official SDK", () => {
    const { params } = open({
      swapAsset: 'ETH, MATIC_*',
      swapAmount: '0100',
      fiatCurrency: 'eur',
      fiatValue: '49.90',
      paymentMethodType: 'SEPA',
      theme: 'dark',
    } as Partial<WidgetConfig>)
    expect(params.get('swapAsset')).toBe('ETH, MATIC_*')
    expect(params.get('swapAmount')).toBe('0100')
    expect(params.get('fiatCurrency')).toBe('eur')
    expect(params.get('fiatValue')).toBe('49.90')
    expect(params.get('paymentMethodType')).toBe('SEPA')
    expect(params.get('theme')).toBe('dark')
  })

  it('replaces the path of the address with pathname, which is not a parameter', () => {
    const { iframe, params } = open({ pathname: 'sell' })
    expect(new URL(iframe.src).pathname).toBe('/sell')
    expect(params.has('pathname')).toBe(false)
  })

  it('loads the iframe credentialless when asked', () => {
    const plain = open()
    expect(plain.iframe.hasAttribute('credentialless')).toBe(false)
    plain.widget.close()
    expect(open({ credentialless: true }).iframe.hasAttribute('credentialless')).toBe(true)
  })

  it('refuses finalUrl on the overlay that auto opens (the widget would never redirect)', () => {
    expect(() => create({ ...BASE, finalUrl: 'https://h.example/done' })).toThrow(/finalUrl/)
    expect(() =>
      create({ ...BASE, variant: 'hosted-auto', finalUrl: 'https://h.example/done' }),
    ).not.toThrow()
  })

  it('gives its elements while shown', () => {
    const { widget, iframe } = open()
    const elements = widget.elements()
    expect(elements).toEqual({ host: expect.any(HTMLElement), iframe })
    expect((elements as { host: HTMLElement }).host.shadowRoot?.contains(iframe)).toBe(true)
    widget.close()
    expect(widget.elements()).toBeUndefined()
  })

  it('does not read a config object changed after createWidget', () => {
    const config = { ...BASE, variant: 'desktop' as const, hostAppName: 'Before' }
    const widget = create(config)
    config.hostAppName = 'After'
    widget.show()
    expect(paramsOf(theFrame().src).get('hostAppName')).toBe('Before')
  })
})

describe('createWidget: events from the widget', () => {
  it('hands typed events to the handlers of their type and to *', () => {
    const { widget, send, events } = open()
    const purchases: unknown[] = []
    widget.on('PURCHASE_CREATED', (event) => purchases.push(event.payload.purchase.id))
    send('WIDGET_CONFIG_DONE')
    const payload = {
      purchase: PURCHASE,
      purchaseViewToken: 'tok',
      apiUrl: 'https://api.example/api',
    }
    send('PURCHASE_CREATED', payload)
    send('OFFRAMP_SALE_CREATED', {
      sale: SALE,
      saleViewToken: 'stok',
      apiUrl: 'https://api.example/api',
    })
    expect(events).toEqual([
      { type: 'WIDGET_CONFIG_DONE', payload: null },
      { type: 'PURCHASE_CREATED', payload },
      {
        type: 'OFFRAMP_SALE_CREATED',
        payload: { sale: SALE, saleViewToken: 'stok', apiUrl: 'https://api.example/api' },
      },
    ])
    expect(purchases).toEqual(['p1'])
  })

  it('ignores forged messages: another origin, another instance id, another window', () => {
    const { send, id, types, iframe } = open()
    const forged = fromWidget(id, 'PURCHASE_CREATED', {
      purchase: PURCHASE,
      purchaseViewToken: 'tok',
      apiUrl: '',
    })
    deliver(iframe.contentWindow, forged, 'https://evil.example')
    deliver(iframe.contentWindow, { ...forged, widgetInstanceId: 'someone-else' })
    deliver(window, forged)
    const other = document.createElement('iframe')
    document.body.append(other)
    deliver(other.contentWindow, forged)
    expect(types()).toEqual([])
    send('WIDGET_CONFIG_DONE')
    expect(types()).toEqual(['WIDGET_CONFIG_DONE'])
  })

  it('reports a malformed payload as WIDGET_EVENT_INVALID, naming the field but not its value', () => {
    const { send, events } = open()
    send('PURCHASE_CREATED', { purchase: PURCHASE, purchaseViewToken: '', apiUrl: 'x' })
    send('SEND_CRYPTO', { amount: '1' }, { eventVersion: 1 })
    expect(events).toEqual([
      {
        type: 'WIDGET_EVENT_INVALID',
        payload: { type: 'PURCHASE_CREATED', field: 'payload.purchaseViewToken' },
      },
      {
        type: 'WIDGET_EVENT_INVALID',
        payload: { type: 'SEND_CRYPTO', field: 'payload.assetInfo' },
      },
    ])
    expect(JSON.stringify(events)).not.toContain('0x0000000000000000000000000000000000000001')
  })

  it('never throws on hostile messages from its own widget, and emits only known types', () => {
    const { send, events } = open(OFFRAMP)
    const types = fc.constantFrom(
      ...WIDGET_EVENT_TYPES,
      'SEND_CRYPTO_RESULT',
      'APP_VERSION',
      '__proto__',
      '',
    )
    fc.assert(
      fc.property(types, fc.anything(), fc.anything(), (type, payload, eventVersion) => {
        // These close the widget (WIDGET_CLOSE_REQUEST does before WIDGET_CONFIG_DONE).
        if (
          ['WIDGET_CLOSE', 'WIDGET_CLOSE_REQUEST_CONFIRMED', 'WIDGET_CLOSE_REQUEST'].includes(type)
        )
          return
        expect(() => send(type, payload, { eventVersion })).not.toThrow()
      }),
      { numRuns: propertyRuns(300) },
    )
    for (const event of events) expect(WIDGET_EVENT_TYPES).toContain(event.type)
    expect(widgetFrames()).toHaveLength(1)
  })

  it('ignores types it does not know, and WIDGET_OPEN_FAILED from the widget (the SDK reports that)', () => {
    const { send, types } = open()
    send('PAYMENT_SUCCESSFUL', {})
    send('WIDGET_OPEN_FAILED', { reason: 'POPUP_BLOCKED' })
    expect(types()).toEqual([])
  })

  it('passes APP_VERSION on with the version', () => {
    const { widget, send } = open()
    const seen: unknown[] = []
    widget.on('APP_VERSION', (event) => seen.push(event.payload))
    send('APP_VERSION', { version: '3.1' })
    send('APP_VERSION', {})
    expect(seen).toEqual([{ version: '3.1' }])
  })

  it('keeps working when a handler throws', () => {
    const reported: unknown[] = []
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error))
    const { widget, send, types } = open()
    widget.on('WIDGET_CONFIG_DONE', () => {
      throw new Error('host bug')
    })
    send('WIDGET_CONFIG_DONE')
    send('WIDGET_CLOSE')
    expect(types()).toEqual(['WIDGET_CONFIG_DONE', 'WIDGET_CLOSE'])
    expect(reported).toHaveLength(1)
    expect(widgetFrames()).toEqual([])
  })
})

describe('createWidget: closing', () => {
  it('locks page scroll and keeps focus in the overlay while it is open, then restores both', () => {
    const button = document.createElement('button')
    document.body.append(button)
    button.focus()
    document.body.style.overflow = 'auto'
    const { widget } = open()
    const { host } = widget.elements() as { host: HTMLElement }
    expect(document.body.style.overflow).toBe('hidden')
    expect(document.activeElement).toBe(host)
    button.focus()
    expect(document.activeElement).toBe(host)
    widget.close()
    expect(document.body.style.overflow).toBe('auto')
    expect(document.activeElement).toBe(button)
    expect(host.isConnected).toBe(false)
    button.remove()
  })

  it('closes when the widget posts WIDGET_CLOSE, and hears nothing from it afterwards', () => {
    const { send, types } = open()
    expect(document.body.style.overflow).toBe('hidden')
    send('WIDGET_CLOSE')
    expect(widgetFrames()).toEqual([])
    expect(document.body.style.overflow).toBe('')
    send('WIDGET_CONFIG_DONE')
    send('WIDGET_CLOSE')
    expect(types()).toEqual(['WIDGET_CLOSE'])
  })

  it('close() removes the widget at once and emits WIDGET_CLOSE once', () => {
    const { widget, types } = open()
    widget.close()
    widget.close()
    expect(widgetFrames()).toEqual([])
    expect(types()).toEqual(['WIDGET_CLOSE'])
  })

  it('close() before show() does nothing', () => {
    const widget = create({ ...BASE, variant: 'desktop' })
    const handler = vi.fn()
    widget.on('*', handler)
    widget.close()
    expect(handler).not.toHaveBeenCalled()
  })

  it('show() twice shows one widget', () => {
    const { widget } = open()
    widget.show()
    widget.show()
    expect(widgetFrames()).toHaveLength(1)
  })

  it('can be shown again from a WIDGET_CLOSE handler', () => {
    const { widget, send } = open()
    let reopened = false
    widget.on('WIDGET_CLOSE', () => {
      if (!reopened) {
        reopened = true
        widget.show()
      }
    })
    send('WIDGET_CLOSE')
    expect(widgetFrames()).toHaveLength(1)
    widget.close()
    expect(widgetFrames()).toHaveLength(0)
  })

  it('unsubscribed handlers hear nothing', () => {
    const { widget, send } = open()
    const handler = vi.fn()
    const off = widget.on('WIDGET_CONFIG_DONE', handler)
    off()
    send('WIDGET_CONFIG_DONE')
    expect(handler).not.toHaveBeenCalled()
  })
})

describe('createWidget: Escape and the close handshake', () => {
  it('closes at once while the widget has not confirmed its configuration', () => {
    const { types, posted } = open()
    pressKey()
    expect(widgetFrames()).toEqual([])
    expect(types()).toEqual(['WIDGET_CLOSE'])
    expect(posted).not.toHaveBeenCalled()
  })

  it('asks a ready widget, which confirms', () => {
    const { send, types, posted } = open()
    send('WIDGET_CONFIG_DONE')
    pressKey()
    expect(posted).toHaveBeenCalledWith(
      { type: 'WIDGET_CLOSE_REQUEST', payload: null },
      WIDGET_ORIGIN,
    )
    expect(widgetFrames()).toHaveLength(1)
    send('WIDGET_CLOSE_REQUEST_CONFIRMED')
    expect(widgetFrames()).toEqual([])
    expect(types()).toEqual([
      'WIDGET_CONFIG_DONE',
      'WIDGET_CLOSE_REQUEST',
      'WIDGET_CLOSE_REQUEST_CONFIRMED',
      'WIDGET_CLOSE',
    ])
  })

  it('stays open when the widget cancels, and asks again at the next Escape', () => {
    const { send, types, posted } = open()
    send('WIDGET_CONFIG_DONE')
    pressKey()
    send('WIDGET_CLOSE_REQUEST_CANCELLED')
    expect(widgetFrames()).toHaveLength(1)
    pressKey()
    expect(posted).toHaveBeenCalledTimes(2)
    expect(types()).toEqual([
      'WIDGET_CONFIG_DONE',
      'WIDGET_CLOSE_REQUEST',
      'WIDGET_CLOSE_REQUEST_CANCELLED',
      'WIDGET_CLOSE_REQUEST',
    ])
  })

  it('closes at a second Escape when the widget does not answer', () => {
    const { send, types } = open()
    send('WIDGET_CONFIG_DONE')
    pressKey()
    pressKey()
    expect(widgetFrames()).toEqual([])
    expect(types()).toEqual(['WIDGET_CONFIG_DONE', 'WIDGET_CLOSE_REQUEST', 'WIDGET_CLOSE'])
  })

  it('closes at once after WIDGET_CONFIG_FAILED (nothing to lose)', () => {
    const { send } = open()
    send('WIDGET_CONFIG_DONE')
    send('WIDGET_CONFIG_FAILED', { code: 'X' })
    pressKey()
    expect(widgetFrames()).toEqual([])
  })

  it('leaves Escape alone with closeable: false (the host does not let the user close it)', () => {
    const { send, posted, types } = open({ closeable: false })
    send('WIDGET_CONFIG_DONE')
    pressKey()
    pressKey()
    expect(posted).not.toHaveBeenCalled()
    expect(types()).toEqual(['WIDGET_CONFIG_DONE'])
    expect(widgetFrames()).toHaveLength(1)
  })

  it('asks a request the widget sends itself back to the widget, as the official SDK shows its modal', () => {
    const { send, posted, types } = open()
    send('WIDGET_CONFIG_DONE')
    send('WIDGET_CLOSE_REQUEST')
    send('WIDGET_CLOSE_REQUEST')
    expect(posted).toHaveBeenCalledTimes(1)
    expect(posted).toHaveBeenCalledWith(
      { type: 'WIDGET_CLOSE_REQUEST', payload: null },
      WIDGET_ORIGIN,
    )
    send('WIDGET_CLOSE_REQUEST_CONFIRMED')
    expect(types()).toEqual([
      'WIDGET_CONFIG_DONE',
      'WIDGET_CLOSE_REQUEST',
      'WIDGET_CLOSE_REQUEST',
      'WIDGET_CLOSE_REQUEST_CONFIRMED',
      'WIDGET_CLOSE',
    ])
    expect(widgetFrames()).toHaveLength(0)
  })

  it("closes at once on the widget's own request before it is ready", () => {
    const { send, types } = open()
    send('WIDGET_CLOSE_REQUEST')
    expect(types()).toEqual(['WIDGET_CLOSE_REQUEST', 'WIDGET_CLOSE'])
    expect(widgetFrames()).toHaveLength(0)
  })

  it('ignores other keys', () => {
    open()
    pressKey('Enter')
    pressKey('a')
    expect(widgetFrames()).toHaveLength(1)
  })
})

describe('createWidget: SEND_CRYPTO', () => {
  const request = {
    assetInfo: SALE.crypto.assetInfo,
    amount: '1000000000000000000',
    address: '0x00000000000000000000000000000000000000aa',
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
  const expectNoHandlerAnswer = (posted: ReturnType<typeof open>['posted']) =>
    expect(posted).toHaveBeenCalledWith(
      {
        type: 'SEND_CRYPTO_RESULT',
        payload: { error: 'The host has no onSendCrypto handler.' },
        eventVersion: 1,
      },
      WIDGET_ORIGIN,
    )

  it('passes the request to onSendCrypto and answers its txHash with eventVersion 1', async () => {
    const { widget, send, posted, events } = open(OFFRAMP)
    const handler = vi.fn(async () => ({ txHash: '0xabc' }))
    widget.onSendCrypto(handler)
    send('SEND_CRYPTO', request, { eventVersion: 1 })
    await flush()
    expect(handler).toHaveBeenCalledWith(request)
    expect(events).toEqual([{ type: 'SEND_CRYPTO', payload: request }])
    expect(posted).toHaveBeenCalledWith(
      { type: 'SEND_CRYPTO_RESULT', payload: { txHash: '0xabc' }, eventVersion: 1 },
      WIDGET_ORIGIN,
    )
  })

  it.each([
    ['a rejection', () => Promise.reject(new Error('user rejected')), 'user rejected'],
    [
      'a throw',
      () => {
        throw new Error('no wallet')
      },
      'no wallet',
    ],
    ['a thrown string', () => Promise.reject('denied'), 'denied'],
    ['a thrown object', () => Promise.reject({ code: 4001 }), 'Failed.'],
    ['no txHash', async () => ({}) as never, 'onSendCrypto must resolve to { txHash: string }.'],
    [
      'an empty txHash',
      async () => ({ txHash: '' }),
      'onSendCrypto must resolve to { txHash: string }.',
    ],
    [
      'undefined',
      async () => undefined as never,
      'onSendCrypto must resolve to { txHash: string }.',
    ],
  ])('answers { error } for %s', async (_, handler, message) => {
    const { widget, send, posted } = open(OFFRAMP)
    widget.onSendCrypto(handler)
    send('SEND_CRYPTO', request, { eventVersion: 1 })
    await flush()
    expect(posted).toHaveBeenCalledWith(
      { type: 'SEND_CRYPTO_RESULT', payload: { error: message }, eventVersion: 1 },
      WIDGET_ORIGIN,
    )
  })

  it('answers { error } when no handler is registered (or it was removed)', async () => {
    const { widget, send, posted } = open(OFFRAMP)
    const off = widget.onSendCrypto(async () => ({ txHash: '0x1' }))
    off()
    send('SEND_CRYPTO', request, { eventVersion: 1 })
    await flush()
    expectNoHandlerAnswer(posted)
  })

  it('does not answer a widget that was closed meanwhile', async () => {
    const { widget, send, posted } = open(OFFRAMP)
    let resolve!: (value: { txHash: string }) => void
    widget.onSendCrypto(() => new Promise((r) => (resolve = r)))
    send('SEND_CRYPTO', request, { eventVersion: 1 })
    widget.close()
    resolve({ txHash: '0x1' })
    await flush()
    expect(posted).not.toHaveBeenCalled()
  })

  it('rejects a handler that is not a function', () => {
    const widget = create({ ...BASE, ...OFFRAMP, variant: 'desktop' })
    expect(() => widget.onSendCrypto(null as never)).toThrow(TypeError)
  })

  it('leaves that check to development in a production build: the widget hears there is no handler', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    try {
      const { widget, send, posted } = open(OFFRAMP)
      expect(() => widget.onSendCrypto(null as never)).not.toThrow()
      send('SEND_CRYPTO', request, { eventVersion: 1 })
      await flush()
      expectNoHandlerAnswer(posted)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('createWidget: REQUEST_CRYPTO_ACCOUNT', () => {
  const request = { type: 'ETH', assetSymbol: 'ETH_USDC' }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
  const answer = (payload: object) => ({ type: 'REQUEST_CRYPTO_ACCOUNT_RESULT', payload })

  it('passes the request to onRequestCryptoAccount and answers the official four fields', async () => {
    const { widget, send, posted, events } = open()
    const handler = vi.fn(async () => ({ address: '0xabc', name: 'Main', secret: 'x' }))
    widget.onRequestCryptoAccount(handler)
    send('REQUEST_CRYPTO_ACCOUNT', request)
    await flush()
    expect(handler).toHaveBeenCalledWith(request)
    expect(events).toEqual([{ type: 'REQUEST_CRYPTO_ACCOUNT', payload: request }])
    expect(posted).toHaveBeenCalledWith(
      answer({ address: '0xabc', type: undefined, name: 'Main', assetSymbol: undefined }),
      WIDGET_ORIGIN,
    )
  })

  it.each([
    ['no handler', undefined, 'The host has no onRequestCryptoAccount handler.'],
    ['a rejection', () => Promise.reject(new Error('locked')), 'locked'],
    [
      'no address',
      async () => ({}) as never,
      'onRequestCryptoAccount must resolve to { address: string }.',
    ],
  ])('answers { error } for %s', async (_, handler, message) => {
    const { widget, send, posted } = open()
    if (handler) widget.onRequestCryptoAccount(handler)
    send('REQUEST_CRYPTO_ACCOUNT', request)
    await flush()
    expect(posted).toHaveBeenCalledWith(answer({ error: message }), WIDGET_ORIGIN)
  })

  it('drops a malformed request as WIDGET_EVENT_INVALID and answers nothing', async () => {
    const { widget, send, posted, types } = open()
    widget.onRequestCryptoAccount(async () => ({ address: '0x1' }))
    send('REQUEST_CRYPTO_ACCOUNT', { type: 'ETH' })
    await flush()
    expect(types()).toEqual(['WIDGET_EVENT_INVALID'])
    expect(posted).not.toHaveBeenCalled()
  })

  it('rejects a handler that is not a function', () => {
    expect(() => create({ ...BASE }).onRequestCryptoAccount(1 as never)).toThrow(TypeError)
  })
})

describe('createWidget: embedded', () => {
  it('mounts inside containerNode, without scroll lock or Escape handling', () => {
    const container = document.createElement('div')
    document.body.append(container)
    const widget = create({ ...BASE, variant: 'embedded-mobile', containerNode: container })
    const events: string[] = []
    widget.on('*', (event) => events.push(event.type))
    widget.show()
    const [iframe] = widgetFrames(container)
    expect(iframe).toBeDefined()
    giveWindow(iframe!)
    expect(paramsOf(iframe!.src).get('variant')).toBe('embedded-mobile')
    expect(document.body.style.overflow).toBe('')
    pressKey()
    expect(widgetFrames(container)).toHaveLength(1)
    const id = paramsOf(iframe!.src).get('widgetInstanceId')!
    deliver(iframe!.contentWindow, fromWidget(id, 'WIDGET_CLOSE'))
    expect(container.childElementCount).toBe(0)
    expect(events).toEqual(['WIDGET_CLOSE'])
  })
})

describe('createWidget: hosted', () => {
  function fakePopup() {
    return { closed: false, close: vi.fn(), focus: vi.fn(), postMessage: vi.fn() }
  }

  it('opens the widget URL in a new window and talks to it through the same checks', () => {
    const popup = fakePopup()
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as never)
    const widget = create({
      ...BASE,
      variant: 'hosted',
      finalUrl: 'https://host.example/done?a=1#x',
    })
    const events: WidgetEvent[] = []
    widget.on('*', (event) => events.push(event))
    widget.show()
    expect(open).toHaveBeenCalledTimes(1)
    const [url, target] = open.mock.calls[0]!
    expect(target).toBe('_blank')
    const params = paramsOf(String(url))
    expect(params.get('variant')).toBe('hosted')
    expect(params.get('finalUrl')).toBe('https://host.example/done?a=1#x')
    const id = params.get('widgetInstanceId')!
    const payload = { purchase: PURCHASE, purchaseViewToken: 'tok', apiUrl: '' }
    deliver(popup, fromWidget(id, 'PURCHASE_CREATED', payload), 'https://evil.example')
    deliver(fakePopup(), fromWidget(id, 'PURCHASE_CREATED', payload))
    deliver(popup, fromWidget('other', 'PURCHASE_CREATED', payload))
    expect(events).toEqual([])
    deliver(popup, fromWidget(id, 'PURCHASE_CREATED', payload))
    expect(events).toEqual([{ type: 'PURCHASE_CREATED', payload }])
    widget.show()
    expect(open).toHaveBeenCalledTimes(1)
    expect(popup.focus).toHaveBeenCalled()
    deliver(popup, fromWidget(id, 'WIDGET_CLOSE'))
    expect(popup.close).toHaveBeenCalled()
    expect(events.map((event) => event.type)).toEqual(['PURCHASE_CREATED', 'WIDGET_CLOSE'])
  })

  it('opens hosted-desktop, and hosted-auto resolved by the viewport, in a window', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => fakePopup() as never)
    const variantOf = (call: number) => paramsOf(String(open.mock.calls[call]![0])).get('variant')
    create({ ...BASE, variant: 'hosted-desktop' }).show()
    vi.stubGlobal('matchMedia', () => ({ matches: false }))
    create({ ...BASE, variant: 'hosted-auto' }).show()
    vi.stubGlobal('matchMedia', () => ({ matches: true }))
    create({ ...BASE, variant: 'hosted-auto' }).show()
    expect([variantOf(0), variantOf(1), variantOf(2)]).toEqual([
      'hosted-desktop',
      'hosted-mobile',
      'hosted-desktop',
    ])
    expect(paramsOf(String(open.mock.calls[0]![0])).get('closeable')).toBe('false')
  })

  it('notices the user closing the window', () => {
    vi.useFakeTimers()
    const popup = fakePopup()
    vi.spyOn(window, 'open').mockReturnValue(popup as never)
    const widget = create({ ...BASE, variant: 'hosted-mobile' })
    const events: string[] = []
    widget.on('*', (event) => events.push(event.type))
    widget.show()
    vi.advanceTimersByTime(POPUP_POLL_MS * 2)
    expect(events).toEqual([])
    popup.closed = true
    vi.advanceTimersByTime(POPUP_POLL_MS)
    expect(events).toEqual(['WIDGET_CLOSE'])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('close() closes the window and stops watching it', () => {
    vi.useFakeTimers()
    const popup = fakePopup()
    vi.spyOn(window, 'open').mockReturnValue(popup as never)
    const widget = create({ ...BASE, variant: 'hosted' })
    widget.show()
    widget.close()
    expect(popup.close).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it.each([
    ['returns null', () => null],
    [
      'throws',
      () => {
        throw new Error('blocked')
      },
    ],
  ])('reports a blocked popup (window.open %s) and lets show() retry', (_, blocked) => {
    const open = vi.spyOn(window, 'open').mockImplementation(blocked as never)
    const widget = create({ ...BASE, variant: 'hosted' })
    const events: WidgetEvent[] = []
    widget.on('*', (event) => events.push(event))
    widget.show()
    expect(events).toEqual([{ type: 'WIDGET_OPEN_FAILED', payload: { reason: 'POPUP_BLOCKED' } }])
    const popup = fakePopup()
    open.mockReturnValue(popup as never)
    widget.show()
    expect(open).toHaveBeenCalledTimes(2)
    widget.close()
    expect(popup.close).toHaveBeenCalled()
  })
})

describe('createWidget: nothing left behind', () => {
  function track(target: EventTarget) {
    let active = 0
    const add = target.addEventListener.bind(target)
    const remove = target.removeEventListener.bind(target)
    vi.spyOn(target, 'addEventListener').mockImplementation((...args) => {
      active++
      add(...(args as Parameters<typeof add>))
    })
    vi.spyOn(target, 'removeEventListener').mockImplementation((...args) => {
      active--
      remove(...(args as Parameters<typeof remove>))
    })
    return () => active
  }

  it.each([
    ['desktop', {}],
    ['mobile', {}],
    ['embedded-desktop', 'container'],
    ['hosted', 'popup'],
  ] as const)('%s: showing and closing 100 times restores the page', (variant, kind) => {
    vi.useFakeTimers()
    const container = document.createElement('div')
    document.body.append(container)
    if (kind === 'popup')
      vi.spyOn(window, 'open').mockImplementation(
        () => ({ closed: false, close() {}, focus() {} }) as never,
      )
    document.body.style.overflow = 'scroll'
    const nodes = countNodes()
    const windowListeners = track(window)
    const documentListeners = track(document)
    const widget = create({
      ...BASE,
      variant,
      ...(kind === 'container' ? { containerNode: container } : {}),
    })
    for (let i = 0; i < 100; i++) {
      widget.show()
      widget.show()
      if (i % 2 === 0) widget.close()
      else {
        const iframe = widgetFrames()[0]
        if (iframe) {
          giveWindow(iframe)
          const id = paramsOf(iframe.src).get('widgetInstanceId')!
          deliver(iframe.contentWindow, fromWidget(id, 'WIDGET_CLOSE'))
        } else widget.close()
      }
    }
    expect(countNodes()).toBe(nodes)
    expect(windowListeners()).toBe(0)
    expect(documentListeners()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
    expect(document.body.style.overflow).toBe('scroll')
    expect(document.documentElement.style.overflow).toBe('')
  })
})

describe('createWidget: what a controller reads (instance id, widget version, stacking)', () => {
  it('gives the instance id before show(), the one the URL carries, and a new one after a close', () => {
    const widget = create({ ...BASE, variant: 'desktop' })
    const before = widget.instanceId()
    expect(before).toMatch(/^[0-9a-f]{32}$/)
    widget.show()
    expect(paramsOf(theFrame().src).get('widgetInstanceId')).toBe(before)
    expect(widget.instanceId()).toBe(before)
    widget.close()
    expect(widget.instanceId()).not.toBe(before)
  })

  it("keeps the shown widget's APP_VERSION until it closes", () => {
    const { widget, send } = open()
    expect(widget.appVersion()).toBeUndefined()
    send('APP_VERSION', { version: '2.3' })
    expect(widget.appVersion()).toBe('2.3')
    send('APP_VERSION', { version: 3 })
    expect(widget.appVersion()).toBe('2.3')
    widget.close()
    expect(widget.appVersion()).toBeUndefined()
  })

  it('stacks the overlay at the zIndex given, and refuses one that is not an integer', () => {
    // Not 1000, the default: dropping the option must fail this test.
    const widget = createWidget({ ...BASE, variant: 'desktop' }, { zIndex: 4321 })
    keep(widget)
    widget.show()
    const elements = widget.elements()
    expect(elements && 'host' in elements && elements.host.style.zIndex).toBe('4321')
    for (const zIndex of [1.5, Number.NaN, '1;background:red' as never]) {
      expect(() => createWidget({ ...BASE, variant: 'desktop' }, { zIndex })).toThrow(TypeError)
    }
  })
})

describe('createWidget: the widget message beside each typed event', () => {
  it("hands handlers the message an event was read from, and nothing for the launcher's own", () => {
    const widget = create({ ...BASE, variant: 'desktop' })
    const calls: unknown[][] = []
    widget.on('*', (...args) => calls.push(args))
    widget.show()
    const { frameWindow } = giveWindow(theFrame())
    const id = paramsOf(theFrame().src).get('widgetInstanceId')!
    deliver(
      frameWindow,
      fromWidget(id, 'WIDGET_CONFIG_DONE', null, { eventVersion: 3, extra: 'x' }),
    )
    deliver(frameWindow, fromWidget(id, 'PURCHASE_CREATED', { purchase: 7 }))
    widget.close()
    expect(calls).toEqual([
      [
        { type: 'WIDGET_CONFIG_DONE', payload: null },
        expect.objectContaining({ type: 'WIDGET_CONFIG_DONE', eventVersion: 3, extra: 'x' }),
      ],
      [
        {
          type: 'WIDGET_EVENT_INVALID',
          payload: { type: 'PURCHASE_CREATED', field: 'payload.purchase' },
        },
        expect.objectContaining({ type: 'PURCHASE_CREATED', payload: { purchase: 7 } }),
      ],
      // The host's close: the launcher's own event, with no message.
      [{ type: 'WIDGET_CLOSE', payload: null }],
    ])
  })

  it("passes the widget's own WIDGET_CLOSE with its message", () => {
    const { widget, send } = open()
    const calls: unknown[][] = []
    widget.on('WIDGET_CLOSE', (...args) => calls.push(args))
    send('WIDGET_CLOSE', null, { internal: false })
    expect(calls).toEqual([
      [{ type: 'WIDGET_CLOSE', payload: null }, expect.objectContaining({ internal: false })],
    ])
  })
})

describe('createWidget: the loading indicator', () => {
  const loaderOf = (widget: ReturnType<typeof open>['widget']) => {
    const elements = widget.elements()
    return elements && 'host' in elements
      ? elements.host.shadowRoot!.querySelector('[role="status"]')
      : undefined
  }

  it('keeps the frame hidden behind a status until the widget confirms its configuration', () => {
    const { widget, iframe, send } = open()
    expect(loaderOf(widget)?.textContent).toBe('Loading…')
    expect(iframe.style.visibility).toBe('hidden')
    send('APP_VERSION', { version: '1.0' }) // a 1.x widget has no loading state of its own
    expect(iframe.style.visibility).toBe('hidden')
    send('WIDGET_CONFIG_DONE')
    expect(loaderOf(widget)).toBeNull()
    expect(iframe.style.visibility).toBe('')
  })

  it('shows a refused configuration too, and a 2.x widget at once', () => {
    const failed = open()
    failed.send('WIDGET_CONFIG_FAILED', { code: 'UNKNOWN_API_KEY' })
    expect(failed.iframe.style.visibility).toBe('')
    failed.widget.close()
    const modern = open({ variant: 'embedded-desktop', containerNode: document.body })
    modern.send('APP_VERSION', { version: '2.4' })
    expect(loaderOf(modern.widget)).toBeNull()
    expect(modern.iframe.style.visibility).toBe('')
  })
})

describe('createWidget: focus while the host works for the widget', () => {
  it("lets the host's own modal have focus while onSendCrypto runs, and keeps it in the overlay again after", async () => {
    const wallet = document.createElement('button') // the host's wallet modal
    document.body.append(wallet)
    let sign: (result: { txHash: string }) => void = () => {}
    const { widget, send } = open({ enabledFlows: ['OFFRAMP'], useSendCryptoCallback: true })
    const { host } = widget.elements() as { host: HTMLElement }
    widget.onSendCrypto(() => new Promise((resolve) => (sign = resolve)))
    wallet.focus()
    expect(document.activeElement).toBe(host) // trapped: nothing is pending

    send(
      'SEND_CRYPTO',
      { assetInfo: SALE.crypto.assetInfo, amount: '1', address: '0xabc' },
      { eventVersion: 1 },
    )
    wallet.focus()
    expect(document.activeElement).toBe(wallet) // the user signs in the host's modal

    sign({ txHash: '0x1' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    wallet.blur() // the user moves on: focus arrives anew
    wallet.focus()
    expect(document.activeElement).toBe(host)
    wallet.remove()
  })
})

describe('createWidget: a widget that never loads', () => {
  it.each(['development', 'production'])(
    'reports LOAD_TIMEOUT once when the widget says nothing in loadTimeoutMs, and stays shown (%s build)',
    (mode) => {
      vi.stubEnv('NODE_ENV', mode)
      vi.useFakeTimers()
      const widget = createWidget({ ...BASE, variant: 'desktop' }, { loadTimeoutMs: 5000 })
      keep(widget)
      const types: string[] = []
      widget.on('*', (event) =>
        types.push(
          `${event.type}${event.type === 'WIDGET_OPEN_FAILED' ? `:${event.payload.reason}` : ''}`,
        ),
      )
      widget.show()
      const { frameWindow } = giveWindow(theFrame())
      vi.advanceTimersByTime(4999)
      expect(types).toEqual([])
      vi.advanceTimersByTime(1)
      vi.advanceTimersByTime(60_000)
      expect(types).toEqual(['WIDGET_OPEN_FAILED:LOAD_TIMEOUT'])
      expect(widget.elements()).toBeDefined()
      // A widget that speaks late still works.
      deliver(frameWindow, fromWidget(widget.instanceId(), 'WIDGET_CONFIG_DONE'))
      expect(types).toEqual(['WIDGET_OPEN_FAILED:LOAD_TIMEOUT', 'WIDGET_CONFIG_DONE'])
    },
  )

  it('reports nothing for a widget that speaks in time, or once it is closed', () => {
    vi.useFakeTimers()
    const { widget, send, types } = open()
    send('APP_VERSION', { version: '1.0' })
    vi.advanceTimersByTime(60_000)
    widget.close()
    const silent = create({ ...BASE, variant: 'desktop' })
    const heard: string[] = []
    silent.on('*', (event) => heard.push(event.type))
    silent.show()
    silent.close()
    vi.advanceTimersByTime(60_000)
    expect(types()).toEqual(['APP_VERSION', 'WIDGET_CLOSE'])
    expect(heard).toEqual(['WIDGET_CLOSE'])
  })

  it('waits 15 s by default, and refuses a timeout that is not a positive number in development', () => {
    vi.useFakeTimers()
    const widget = create({ ...BASE, variant: 'desktop' })
    const types: string[] = []
    widget.on('*', (event) => types.push(event.type))
    widget.show()
    vi.advanceTimersByTime(14_999)
    expect(types).toEqual([])
    vi.advanceTimersByTime(1)
    expect(types).toEqual(['WIDGET_OPEN_FAILED'])
    // A developer's mistake: refused in development (these tests run the default build).
    for (const loadTimeoutMs of [0, -1, Number.NaN, '5000' as never]) {
      expect(() => createWidget({ ...BASE }, { loadTimeoutMs })).toThrow(TypeError)
    }
  })
})
