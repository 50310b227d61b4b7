import {
  createWidget,
  type SaleCreatedPayload,
  type WidgetConfig,
  type WidgetEvent,
  type WidgetMessage,
} from '@rampkit/core'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestSandbox } from '../sandbox/createTestSandbox.js'
import { MockWidgetError } from './MockWidgetError.js'
import { type MockWidgetHandle, type MockWidgetOptions, mockWidget } from './mockWidget.js'
import { WIDGET_SENT_EVENT_TYPES, type WidgetSentEventType } from './widgetSentEvents.js'

const CONFIG: WidgetConfig = {
  hostAppName: 'Demo wallet',
  hostLogoUrl: 'https://wallet.example/logo.svg',
  hostApiKey: 'demo-host-api-key',
  url: 'https://widget.example/app/',
  swapAsset: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue: 120,
  userAddress: `0x${'ab'.repeat(20)}`,
}

let handle: MockWidgetHandle | undefined
const closers: (() => void)[] = []
afterEach(() => {
  for (const close of closers.splice(0)) close()
  handle?.restore()
  handle = undefined
  document.body.replaceChildren()
  vi.useRealTimers()
})

function mock(options?: MockWidgetOptions) {
  handle = mockWidget(options)
  return handle
}

/** createWidget shown, with everything it emitted (and the widget's message beside). */
function show(config: Partial<WidgetConfig> = {}, launcher?: Parameters<typeof createWidget>[1]) {
  const widget = createWidget({ ...CONFIG, variant: 'desktop', ...config }, launcher)
  closers.push(() => widget.close())
  const events: { event: WidgetEvent; message?: WidgetMessage }[] = []
  widget.on('*', (event, message) => events.push({ event, message }))
  widget.show()
  return { widget, events, types: () => events.map(({ event }) => event.type) }
}

const flush = async () => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve()
}

describe('mockWidget', () => {
  it('records the shown overlay and answers APP_VERSION then WIDGET_CONFIG_DONE', async () => {
    const widgetMock = mock()
    const { widget, types } = show()
    // seen in the same task as show(), before the page could have loaded
    expect(widgetMock.shown()?.instanceId).toBe(widget.instanceId())
    expect(types()).toEqual([])
    await flush()
    expect(types()).toEqual(['APP_VERSION', 'WIDGET_CONFIG_DONE'])
    expect(widget.appVersion()).toBe('2.0')
    const shown = widgetMock.shown()!
    expect(shown).toMatchObject({
      kind: 'frame',
      variant: 'desktop',
      instanceId: widget.instanceId(),
    })
    expect(shown.url.origin).toBe('https://widget.example')
    expect(shown.config).toMatchObject({
      swapAsset: 'ETH_ETH',
      fiatValue: 120,
      hostApiKey: 'demo-host-api-key',
    })
    expect(shown.params.hostUrl).toBe(window.location.origin)
    // the frame is revealed: the real launcher saw a ready widget
    expect(shown.iframe?.style.visibility).toBe('')
  })

  it('a 1.x widget is revealed only by WIDGET_CONFIG_DONE; `never` stays hidden and times out', async () => {
    mock({ load: 'never' })
    vi.useFakeTimers()
    const { types } = show({}, { loadTimeoutMs: 1000 })
    await flush()
    expect(handle!.shown()!.iframe!.style.visibility).toBe('hidden')
    vi.advanceTimersByTime(1000)
    expect(types()).toEqual(['WIDGET_OPEN_FAILED'])
  })

  it('config-failed and an older version are reported as the widget would', async () => {
    mock({ load: 'config-failed', appVersion: '1.4' })
    const { events } = show()
    await flush()
    expect(events.map(({ event }) => event)).toEqual([
      { type: 'APP_VERSION', payload: { version: '1.4' } },
      {
        type: 'WIDGET_CONFIG_FAILED',
        payload: { code: 'INVALID_CONFIG', message: expect.any(String) },
      },
    ])
  })

  it('emit: PURCHASE_CREATED from the sandbox, with the configuration, through the real handling', async () => {
    const sandbox = createTestSandbox()
    closers.push(() => sandbox.dispose())
    const widgetMock = mock({ sandbox })
    const { events } = show({ webhookStatusUrl: 'https://wallet.example/hooks' })
    await widgetMock.emit('PURCHASE_CREATED')
    const created = events.at(-1)!
    expect(created.event.type).toBe('PURCHASE_CREATED')
    const payload = created.event.payload as {
      purchase: { id: string; fiatValue: number; receiverAddress: string }
    }
    expect(payload.purchase.fiatValue).toBe(120)
    expect(payload.purchase.receiverAddress).toBe(CONFIG.userAddress)
    expect(sandbox.sandbox.state.store.getPurchase(payload.purchase.id)).toBeDefined()
    expect(created.message?.widgetInstanceId).toBe(widgetMock.shown()!.instanceId)
    expect(sandbox.webhookCalls().map((call) => call.url)).toEqual(['https://wallet.example/hooks'])
  })

  it('SEND_CRYPTO: the host handler runs and its SEND_CRYPTO_RESULT is readable', async () => {
    const widgetMock = mock()
    const { widget, events } = show({ enabledFlows: ['OFFRAMP'], useSendCryptoCallback: true })
    const asked: unknown[] = []
    widget.onSendCrypto(async (request) => {
      asked.push(request)
      return { txHash: '0xfeed' }
    })
    await widgetMock.emit('OFFRAMP_SALE_CREATED')
    await widgetMock.emit('SEND_CRYPTO')
    const created = events.find(({ event }) => event.type === 'OFFRAMP_SALE_CREATED')!.event
    const { sale } = created.payload as SaleCreatedPayload
    // the stand-in widget's request: the sale's crypto, to its deposit address
    expect(asked).toEqual([
      {
        assetInfo: sale.crypto.assetInfo,
        amount: sale.crypto.amount,
        address: expect.stringMatching(/^0x[0-9a-f]{40}$/),
      },
    ])
    expect(await widgetMock.waitForAnswer('SEND_CRYPTO_RESULT')).toEqual({
      type: 'SEND_CRYPTO_RESULT',
      payload: { txHash: '0xfeed' },
      eventVersion: 1,
    })
    expect(widgetMock.misaddressed()).toEqual([])
  })

  it('REQUEST_CRYPTO_ACCOUNT without a handler is answered with the error', async () => {
    const widgetMock = mock()
    show({ userAddress: undefined })
    await widgetMock.emit('REQUEST_CRYPTO_ACCOUNT')
    const answer = await widgetMock.waitForAnswer('REQUEST_CRYPTO_ACCOUNT_RESULT')
    expect(answer.payload).toEqual({ error: expect.stringContaining('onRequestCryptoAccount') })
  })

  it('Escape asks the widget (WIDGET_CLOSE_REQUEST); confirm closes it, cancel keeps it', async () => {
    const confirmMock = mock()
    const { types } = show()
    await flush()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await flush()
    expect(confirmMock.answers().map((answer) => answer.type)).toEqual(['WIDGET_CLOSE_REQUEST'])
    expect(types().slice(-2)).toEqual(['WIDGET_CLOSE_REQUEST_CONFIRMED', 'WIDGET_CLOSE'])
    expect(confirmMock.shown()).toBeUndefined()
    confirmMock.restore()

    const cancelMock = mock({ closeRequest: 'cancel' })
    const second = show()
    await flush()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await flush()
    expect(second.types().at(-1)).toBe('WIDGET_CLOSE_REQUEST_CANCELLED')
    expect(cancelMock.shown()).toBeDefined()
  })

  it('WIDGET_CLOSE from the widget takes the overlay down; emit then has nothing to speak from', async () => {
    const widgetMock = mock()
    const { types } = show()
    await widgetMock.emit('WIDGET_CLOSE')
    expect(types().at(-1)).toBe('WIDGET_CLOSE')
    expect(document.body.children).toHaveLength(0)
    await expect(widgetMock.emit('WIDGET_CLOSE')).rejects.toMatchObject({ code: 'NOTHING_SHOWN' })
  })

  it('embedded: the frame in its container, its variant recorded', async () => {
    const widgetMock = mock()
    const containerNode = document.createElement('section')
    document.body.append(containerNode)
    const { types } = show({ variant: 'embedded-mobile', containerNode })
    await flush()
    expect(widgetMock.shown()?.variant).toBe('embedded-mobile')
    expect(types()).toEqual(['APP_VERSION', 'WIDGET_CONFIG_DONE'])
  })

  it("embedded in a shadow root (a custom element's): seen and loaded, the root made before or after", async () => {
    const early = document.createElement('div')
    document.body.append(early)
    const earlyRoot = early.attachShadow({ mode: 'open' })
    const widgetMock = mock()
    const late = document.createElement('div')
    document.body.append(late)
    const lateRoot = late.attachShadow({ mode: 'open' })
    for (const root of [earlyRoot, lateRoot]) {
      const containerNode = document.createElement('div')
      root.append(containerNode)
      const { types } = show({ variant: 'embedded-desktop', containerNode })
      await flush()
      expect(types()).toEqual(['APP_VERSION', 'WIDGET_CONFIG_DONE'])
    }
    expect(widgetMock.shows()).toHaveLength(2)
  })

  it('hosted: a window is opened as the widget, or blocked', async () => {
    const widgetMock = mock()
    const { widget, types } = show({ variant: 'hosted' })
    await flush()
    expect(widgetMock.shown()).toMatchObject({
      kind: 'window',
      variant: 'hosted',
      iframe: undefined,
    })
    expect(types()).toEqual(['APP_VERSION', 'WIDGET_CONFIG_DONE'])
    widget.close()
    expect(widgetMock.shown()).toBeUndefined()
    widgetMock.restore()

    mock({ popup: 'blocked' })
    const blocked = show({ variant: 'hosted' })
    expect(blocked.events.map(({ event }) => event)).toEqual([
      { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'POPUP_BLOCKED' } },
    ])
  })

  it('a custom payload is sent as given: a malformed one is reported invalid by the host', async () => {
    const widgetMock = mock()
    const { types } = show()
    await widgetMock.emit('PURCHASE_CREATED', { purchase: { id: '' } } as never)
    expect(types().at(-1)).toBe('WIDGET_EVENT_INVALID')
  })

  it('clear errors for bad use', async () => {
    const widgetMock = mock()
    expect(() => mockWidget()).toThrow(MockWidgetError)
    expect(() => mockWidget()).toThrow(/restore\(\)/)
    await expect(widgetMock.emit('WIDGET_CONFIG_DONE')).rejects.toMatchObject({
      code: 'NOTHING_SHOWN',
    })
    show()
    await expect(
      widgetMock.emit('WIDGET_OPEN_FAILED' as WidgetSentEventType),
    ).rejects.toMatchObject({ code: 'NOT_A_WIDGET_EVENT' })
    await fc.assert(
      fc.asyncProperty(
        fc
          .string()
          .filter((type) => !(WIDGET_SENT_EVENT_TYPES as readonly string[]).includes(type)),
        async (type) => {
          await expect(widgetMock.emit(type as WidgetSentEventType)).rejects.toBeInstanceOf(
            MockWidgetError,
          )
        },
      ),
      { numRuns: 50 },
    )
  })

  it('hostile payloads: the host reports each one typed or invalid, and never throws', async () => {
    const widgetMock = mock()
    const { events } = show()
    await flush()
    const types = [
      'PURCHASE_CREATED',
      'OFFRAMP_SALE_CREATED',
      'SEND_CRYPTO',
      'APP_VERSION',
    ] as const
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...types), fc.jsonValue(), async (type, payload) => {
        const before = events.length
        await widgetMock.emit(type, payload as never)
        const seen = events.slice(before).map(({ event }) => event.type)
        expect([[type], ['WIDGET_EVENT_INVALID']]).toContainEqual(seen)
      }),
      { numRuns: 80 },
    )
  })

  it('restore puts contentWindow and window.open back; other iframes keep the DOM window', () => {
    const before = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')
    const attachShadow = Element.prototype.attachShadow
    const open = window.open
    const other = document.createElement('iframe')
    document.body.append(other)
    const otherWindow = other.contentWindow
    const widgetMock = mock()
    expect(other.contentWindow).toBe(otherWindow)
    widgetMock.restore()
    expect(Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')).toEqual(
      before,
    )
    expect(window.open).toBe(open)
    expect(Element.prototype.attachShadow).toBe(attachShadow)
    // once restored, a new mock may start
    handle = mockWidget()
  })
})
