import {
  ACCOUNT_REQUEST,
  CONFIG,
  driveFrame,
  NO_ACCOUNT_HANDLER_REPLY,
  widgetFrames,
} from '@rampkit/adapter-testing/frames'
import type { WidgetConfig, WidgetEvent } from '@rampkit/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/vue'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, effectScope, h, nextTick, type PropType, reactive, ref } from 'vue'
import { type UseRampWidgetOptions, useRampWidget } from './useRampWidget.js'

const OVERLAY: WidgetConfig = { ...CONFIG, variant: 'desktop' }

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  document.body.removeAttribute('style')
})

const BuyButton = defineComponent({
  props: {
    config: { type: Object as PropType<WidgetConfig>, default: () => OVERLAY },
    options: { type: Object as PropType<UseRampWidgetOptions>, default: undefined },
  },
  setup(props) {
    const { show, close, isOpen, events } = useRampWidget(() => props.config, props.options)
    return () => [
      h('button', { type: 'button', onClick: show }, 'Buy'),
      h('button', { type: 'button', onClick: close }, 'Close'),
      h('output', isOpen.value ? 'open' : 'closed'),
      h(
        'ul',
        events.value.map((event) => h('li', event.type)),
      ),
    ]
  },
})

const state = () => screen.getByRole('status').textContent
const logged = () => screen.queryAllByRole('listitem').map((li) => li.textContent)

describe('useRampWidget', () => {
  it('opens one overlay on show, logs its events and closes', async () => {
    render(BuyButton)
    expect(state()).toBe('closed')
    expect(widgetFrames()).toHaveLength(0)
    await fireEvent.click(screen.getByText('Buy'))
    expect(state()).toBe('open')
    expect(widgetFrames()).toHaveLength(1)
    driveFrame(widgetFrames()[0]!)('WIDGET_CONFIG_DONE')
    await fireEvent.click(screen.getByText('Buy'))
    expect(widgetFrames()).toHaveLength(1)
    await fireEvent.click(screen.getByText('Close'))
    expect(state()).toBe('closed')
    expect(widgetFrames()).toHaveLength(0)
    expect(logged()).toEqual(['WIDGET_CONFIG_DONE', 'WIDGET_CLOSE'])
  })

  it('passes loadTimeoutMs on: a silent widget is logged as WIDGET_OPEN_FAILED and stays open', async () => {
    vi.useFakeTimers()
    try {
      render(BuyButton, { props: { options: { loadTimeoutMs: 300 } } })
      await fireEvent.click(screen.getByText('Buy'))
      await vi.advanceTimersByTimeAsync(299)
      expect(logged()).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      expect(logged()).toEqual(['WIDGET_OPEN_FAILED'])
      expect(state()).toBe('open')
      expect(widgetFrames()).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('sees the user closing the widget', async () => {
    render(BuyButton)
    await fireEvent.click(screen.getByText('Buy'))
    driveFrame(widgetFrames()[0]!)('WIDGET_CLOSE')
    await nextTick()
    expect(state()).toBe('closed')
  })

  it('closes the widget when the component unmounts, logging nothing', async () => {
    const onEvent = vi.fn()
    const { unmount } = render(BuyButton, { props: { options: { onEvent } } })
    await fireEvent.click(screen.getByText('Buy'))
    expect(widgetFrames()).toHaveLength(1)
    unmount()
    expect(widgetFrames()).toHaveLength(0)
    expect(document.body.style.overflow).toBe('')
    expect(onEvent).not.toHaveBeenCalled()
  })

  it('a new config waits for the next show; onEvent is called for each event', async () => {
    const calls: string[] = []
    const amount = ref(50)
    const config = () => ({ ...OVERLAY, fiatCurrency: 'EUR', fiatValue: amount.value })
    render(
      defineComponent({
        setup() {
          const widget = useRampWidget(config, {
            onEvent: (e: WidgetEvent) => calls.push(`${amount.value}:${e.type}`),
          })
          return () => h('button', { onClick: widget.show }, 'Buy')
        },
      }),
    )
    await fireEvent.click(screen.getByText('Buy'))
    const frame = widgetFrames()[0]!
    const send = driveFrame(frame)
    amount.value = 51
    await nextTick()
    expect(widgetFrames()).toEqual([frame]) // not reloaded under the user
    send('WIDGET_CONFIG_DONE')
    expect(calls).toEqual(['51:WIDGET_CONFIG_DONE'])
    send('WIDGET_CLOSE')
    await fireEvent.click(screen.getByText('Buy'))
    expect(new URL(widgetFrames()[0]!.src).searchParams.get('fiatValue')).toBe('51')
  })

  it('sees a reactive config changed in place', async () => {
    const config = reactive<WidgetConfig>({ ...OVERLAY, fiatCurrency: 'EUR', fiatValue: 10 })
    const scope = effectScope()
    const widget = scope.run(() => useRampWidget(config))!
    config.fiatValue = 20
    await nextTick()
    widget.show()
    expect(new URL(widgetFrames()[0]!.src).searchParams.get('fiatValue')).toBe('20')
    expect(widget.isOpen.value).toBe(true)
    scope.stop()
    expect(widgetFrames()).toHaveLength(0)
  })

  it('throws WidgetConfigError from show for a bad config, opening nothing', () => {
    const scope = effectScope()
    const widget = scope.run(() => useRampWidget({ ...OVERLAY, fiatValue: 5 }))!
    expect(() => widget.show()).toThrow(/fiatValue needs fiatCurrency/)
    expect(widgetFrames()).toHaveLength(0)
    expect(widget.isOpen.value).toBe(false)
    scope.stop()
  })

  it('refuses a bad event log size at once', () => {
    const scope = effectScope()
    expect(() => scope.run(() => useRampWidget(OVERLAY, { maxEvents: 0 }))).toThrow(RangeError)
    scope.stop()
  })

  it('answers SEND_CRYPTO with onSendCrypto, or an error without one', async () => {
    const config = { ...CONFIG, enabledFlows: ['OFFRAMP' as const], useSendCryptoCallback: true }
    const options = reactive<UseRampWidgetOptions>({})
    const scope = effectScope()
    const widget = scope.run(() => useRampWidget(config, options))!
    widget.show()
    const posted: unknown[] = []
    const send = driveFrame(widgetFrames()[0]!, posted)
    const request = {
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
    }
    send('SEND_CRYPTO', request, { eventVersion: 1 })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toMatchObject({
      type: 'SEND_CRYPTO_RESULT',
      payload: { error: expect.any(String) },
    })
    options.onSendCrypto = async () => ({ txHash: '0xnew' })
    send('SEND_CRYPTO', request, { eventVersion: 1 })
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[1]).toEqual({
      type: 'SEND_CRYPTO_RESULT',
      payload: { txHash: '0xnew' },
      eventVersion: 1,
    })
    scope.stop()
  })

  it('answers REQUEST_CRYPTO_ACCOUNT with the latest onRequestCryptoAccount, or an error without one', async () => {
    const options = reactive<UseRampWidgetOptions>({})
    const scope = effectScope()
    const widget = scope.run(() => useRampWidget(OVERLAY, options))!
    widget.show()
    const posted: unknown[] = []
    const send = driveFrame(widgetFrames()[0]!, posted)
    send('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST)
    await vi.waitFor(() => expect(posted).toEqual([NO_ACCOUNT_HANDLER_REPLY]))
    const stale = vi.fn(() => ({ address: '0xold' }))
    const fresh = vi.fn(async () => ({ address: '0xnew', type: 'ETH' }))
    options.onRequestCryptoAccount = stale
    options.onRequestCryptoAccount = fresh
    send('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST)
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[1]).toEqual({
      type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
      payload: { address: '0xnew', type: 'ETH', name: undefined, assetSymbol: undefined },
    })
    expect(fresh).toHaveBeenCalledWith(ACCOUNT_REQUEST)
    expect(stale).not.toHaveBeenCalled()
    scope.stop()
  })
})
