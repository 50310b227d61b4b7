import {
  ACCOUNT_REQUEST,
  CONFIG,
  driveFrame,
  NO_ACCOUNT_HANDLER_REPLY,
  widgetFrames,
} from '@rampkit/adapter-testing/frames'
import type { EmbeddedWidgetConfig, WidgetEvent } from '@rampkit/core'
import { cleanup, render } from '@testing-library/vue'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick, onErrorCaptured, reactive, ref, shallowRef } from 'vue'
import { RampWidget } from './RampWidget.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const ASSET_INFO = {
  address: null,
  symbol: 'ETH',
  chain: 'ETH',
  type: 'NATIVE',
  name: 'Ether',
  decimals: 18,
}

describe('RampWidget', () => {
  it('embeds one widget in its own div, which takes the attributes', () => {
    const { container, unmount } = render(RampWidget, {
      props: { config: CONFIG },
      attrs: { class: 'panel', 'aria-label': 'Buy crypto' },
    })
    const div = container.firstElementChild as HTMLDivElement
    expect(div.tagName).toBe('DIV')
    expect(div.className).toBe('panel')
    expect(div.getAttribute('aria-label')).toBe('Buy crypto')
    expect(widgetFrames(div)).toHaveLength(1)
    expect(new URL(widgetFrames(div)[0]!.src).searchParams.get('variant')).toBe('embedded-desktop')
    unmount()
    expect(widgetFrames()).toHaveLength(0)
  })

  it('passes loadTimeoutMs on: LOAD_TIMEOUT is emitted and the widget stays', async () => {
    vi.useFakeTimers()
    try {
      const onEvent = vi.fn()
      render(RampWidget, { props: { config: CONFIG, loadTimeoutMs: 200, onEvent } })
      await vi.advanceTimersByTimeAsync(200)
      expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
        { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'LOAD_TIMEOUT' } },
      ])
      expect(widgetFrames()).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the widget for an equal config and emits every event', async () => {
    const events: WidgetEvent[] = []
    const config = shallowRef<EmbeddedWidgetConfig>({ ...CONFIG })
    render(() =>
      h(RampWidget, { config: config.value, onEvent: (e: WidgetEvent) => events.push(e) }),
    )
    const frame = widgetFrames()[0]!
    const send = driveFrame(frame)
    config.value = { ...CONFIG, fiatValue: undefined }
    await nextTick()
    expect(widgetFrames()).toEqual([frame])
    send('WIDGET_CONFIG_DONE')
    expect(events).toEqual([{ type: 'WIDGET_CONFIG_DONE', payload: null }])
  })

  it('mounts a new widget when the config changes the widget URL (a new object or in place)', async () => {
    const events: WidgetEvent[] = []
    const config = reactive<EmbeddedWidgetConfig>({ ...CONFIG, fiatCurrency: 'EUR', fiatValue: 50 })
    render(RampWidget, { props: { config, onEvent: (e: WidgetEvent) => events.push(e) } })
    const first = widgetFrames()[0]!
    config.fiatValue = 75
    await nextTick()
    expect(widgetFrames()).toHaveLength(1)
    expect(widgetFrames()[0]).not.toBe(first)
    expect(new URL(widgetFrames()[0]!.src).searchParams.get('fiatValue')).toBe('75')
    expect(events).toEqual([]) // a remount is not the user closing the widget
  })

  it('answers SEND_CRYPTO with the latest onSendCrypto', async () => {
    const config = { ...CONFIG, enabledFlows: ['OFFRAMP' as const], useSendCryptoCallback: true }
    const stale = vi.fn(() => ({ txHash: '0xold' }))
    const fresh = vi.fn(async () => ({ txHash: '0xnew' }))
    const handler = ref<typeof stale | typeof fresh>(stale)
    render(() => h(RampWidget, { config, onSendCrypto: handler.value }))
    handler.value = fresh
    await nextTick()
    const posted: unknown[] = []
    const send = driveFrame(widgetFrames()[0]!, posted)
    send(
      'SEND_CRYPTO',
      { assetInfo: ASSET_INFO, amount: '1', address: '0xabc' },
      { eventVersion: 1 },
    )
    await vi.waitFor(() =>
      expect(posted).toEqual([
        { type: 'SEND_CRYPTO_RESULT', payload: { txHash: '0xnew' }, eventVersion: 1 },
      ]),
    )
    expect(stale).not.toHaveBeenCalled()
  })

  it('answers REQUEST_CRYPTO_ACCOUNT with the latest onRequestCryptoAccount', async () => {
    const stale = vi.fn(() => ({ address: '0xold' }))
    const fresh = vi.fn(async () => ({ address: '0xnew', name: 'Main' }))
    const handler = ref<typeof stale | typeof fresh>(stale)
    render(() => h(RampWidget, { config: CONFIG, onRequestCryptoAccount: handler.value }))
    handler.value = fresh
    await nextTick()
    const posted: unknown[] = []
    driveFrame(widgetFrames()[0]!, posted)('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST)
    await vi.waitFor(() =>
      expect(posted).toEqual([
        {
          type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
          payload: { address: '0xnew', name: 'Main', type: undefined, assetSymbol: undefined },
        },
      ]),
    )
    expect(fresh).toHaveBeenCalledWith(ACCOUNT_REQUEST)
    expect(stale).not.toHaveBeenCalled()
  })

  it('answers REQUEST_CRYPTO_ACCOUNT with an error once onRequestCryptoAccount is gone', async () => {
    const onRequestCryptoAccount = vi.fn(() => ({ address: '0xabc' }))
    const handler = ref<typeof onRequestCryptoAccount | undefined>(onRequestCryptoAccount)
    render(() => h(RampWidget, { config: CONFIG, onRequestCryptoAccount: handler.value }))
    handler.value = undefined
    await nextTick()
    const posted: unknown[] = []
    driveFrame(widgetFrames()[0]!, posted)('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST)
    await vi.waitFor(() => expect(posted).toEqual([NO_ACCOUNT_HANDLER_REPLY]))
    expect(onRequestCryptoAccount).not.toHaveBeenCalled()
  })

  it('gives a WidgetConfigError to onErrorCaptured, at mount and on update', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const caught: Error[] = []
    const config = shallowRef<EmbeddedWidgetConfig>({ ...CONFIG, hostApiKey: '' })
    const Parent = defineComponent({
      setup() {
        onErrorCaptured((error) => {
          caught.push(error)
          return false
        })
        return () => h(RampWidget, { config: config.value })
      },
    })
    const bad = render(Parent)
    expect(caught.map((error) => error.name)).toEqual(['WidgetConfigError'])
    expect(widgetFrames()).toHaveLength(0)
    bad.unmount()

    config.value = CONFIG
    render(Parent)
    const frame = widgetFrames()[0]!
    config.value = { ...CONFIG, variant: 'desktop' } as EmbeddedWidgetConfig
    await nextTick()
    expect(caught.map((error) => error.name)).toEqual(['WidgetConfigError', 'WidgetConfigError'])
    expect(caught[1]!.message).toMatch(/embedded-desktop/)
    expect(widgetFrames()).toEqual([frame]) // a bad update keeps the widget shown
  })

  it('never puts the host API key in an error', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const caught: Error[] = []
    const Parent = defineComponent({
      setup() {
        onErrorCaptured((error) => {
          caught.push(error)
          return false
        })
        return () =>
          h(RampWidget, { config: { ...CONFIG, hostApiKey: 'pk_secret_9', fiatValue: 5 } })
      },
    })
    render(Parent)
    expect(caught).toHaveLength(1)
    expect(JSON.stringify({ message: caught[0]!.message, ...caught[0] })).not.toContain(
      'pk_secret_9',
    )
  })
})
