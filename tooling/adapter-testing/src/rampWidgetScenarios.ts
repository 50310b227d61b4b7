// The scenarios every adapter's embedded widget component (<RampWidget>) passes, written once:
// each adapter's test gives a way to render its component and runs them with its own name.
import type {
  EmbeddedWidgetConfig,
  RequestCryptoAccountHandler,
  SendCryptoHandler,
  WidgetEvent,
} from '@rampkit/core'
import { describe, expect, it, vi } from 'vitest'
import {
  ACCOUNT_REQUEST,
  CONFIG,
  driveFrame,
  NO_ACCOUNT_HANDLER_REPLY,
  SEND_CRYPTO_REQUEST,
  widgetFrames,
} from './frames.js'

export interface RampWidgetProps {
  config: EmbeddedWidgetConfig
  onEvent?: (event: WidgetEvent, message?: unknown) => void
  onSendCrypto?: SendCryptoHandler
  onRequestCryptoAccount?: RequestCryptoAccountHandler
  loadTimeoutMs?: number
}

/** The attributes the component passes to its div, named as the DOM names them. */
export interface DivAttributes {
  class: string
  'aria-label': string
}

export interface RenderedRampWidget {
  container: Element
  /** Renders again with `props` (a prop set to undefined is gone); resolves once applied. */
  update(props: RampWidgetProps): Promise<void>
  unmount(): void
}

export interface RampWidgetAdapter {
  /** The component's name in the test titles. */
  name: string
  /** Renders the component with `props` (and `attributes` on its div, the framework's way). */
  render(props: RampWidgetProps, attributes?: DivAttributes): RenderedRampWidget
  /** Runs `work` (a widget message, timers) where the framework sees what it changes. */
  act(work: () => unknown): Promise<void>
  /** Whether onEvent is also given the widget's message (Vue's `event` emit carries the event). */
  onEventGetsTheMessage: boolean
}

const fiatValueOf = (frame: HTMLIFrameElement) => new URL(frame.src).searchParams.get('fiatValue')

/** Defines the shared `<RampWidget>` tests; the caller cleans up after each (its cleanup). */
export function describeRampWidget(adapter: RampWidgetAdapter) {
  const { render, act } = adapter

  describe(`${adapter.name} (shared scenarios)`, () => {
    it('embeds one widget in its own div, which takes the other attributes', () => {
      const { container, unmount } = render(
        { config: CONFIG },
        { class: 'panel', 'aria-label': 'Buy crypto' },
      )
      const div = container.firstElementChild as HTMLDivElement
      expect(div.tagName).toBe('DIV')
      expect(div.className).toBe('panel')
      expect(div.getAttribute('aria-label')).toBe('Buy crypto')
      expect(widgetFrames(div)).toHaveLength(1)
      expect(new URL(widgetFrames(div)[0]!.src).searchParams.get('variant')).toBe(
        'embedded-desktop',
      )
      unmount()
      expect(widgetFrames()).toHaveLength(0)
    })

    it('passes loadTimeoutMs on: onEvent hears LOAD_TIMEOUT and the widget stays', async () => {
      vi.useFakeTimers()
      try {
        const onEvent = vi.fn()
        render({ config: CONFIG, onEvent, loadTimeoutMs: 200 })
        await act(() => vi.advanceTimersByTimeAsync(200))
        expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
          { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'LOAD_TIMEOUT' } },
        ])
        expect(widgetFrames()).toHaveLength(1)
      } finally {
        vi.useRealTimers()
      }
    })

    it('keeps the widget for an equal config or a new onEvent, and calls the latest onEvent', async () => {
      const first = vi.fn()
      const second = vi.fn()
      const { update } = render({ config: { ...CONFIG }, onEvent: first })
      const frame = widgetFrames()[0]!
      const send = driveFrame(frame)
      await update({ config: { ...CONFIG, fiatValue: undefined }, onEvent: second })
      expect(widgetFrames()).toEqual([frame])
      await act(() => send('WIDGET_CONFIG_DONE'))
      expect(first).not.toHaveBeenCalled()
      const event = { type: 'WIDGET_CONFIG_DONE', payload: null }
      if (adapter.onEventGetsTheMessage) {
        expect(second).toHaveBeenCalledWith(
          event,
          expect.objectContaining({ type: 'WIDGET_CONFIG_DONE' }), // the widget's message, as sent
        )
      } else {
        expect(second.mock.calls).toEqual([[event]])
      }
    })

    it('mounts a new widget when the config changes the widget URL', async () => {
      const events: WidgetEvent[] = []
      const onEvent = (event: WidgetEvent) => events.push(event)
      const config: EmbeddedWidgetConfig = { ...CONFIG, fiatCurrency: 'EUR', fiatValue: 50 }
      const { update } = render({ config, onEvent })
      const frame = widgetFrames()[0]!
      await update({ config: { ...config, fiatValue: 75 }, onEvent })
      expect(widgetFrames()).toHaveLength(1)
      expect(widgetFrames()[0]).not.toBe(frame)
      expect(fiatValueOf(widgetFrames()[0]!)).toBe('75')
      expect(events).toEqual([]) // a remount is not the user closing the widget
    })

    it('answers SEND_CRYPTO with the latest onSendCrypto', async () => {
      const config = { ...CONFIG, enabledFlows: ['OFFRAMP' as const], useSendCryptoCallback: true }
      const stale = vi.fn(() => ({ txHash: '0xold' }))
      const onSendCrypto = vi.fn(async () => ({ txHash: '0xnew' }))
      const { update } = render({ config, onSendCrypto: stale })
      await update({ config, onSendCrypto })
      const posted: unknown[] = []
      const send = driveFrame(widgetFrames()[0]!, posted)
      await act(() => send('SEND_CRYPTO', SEND_CRYPTO_REQUEST, { eventVersion: 1 }))
      await vi.waitFor(() =>
        expect(posted).toEqual([
          { type: 'SEND_CRYPTO_RESULT', payload: { txHash: '0xnew' }, eventVersion: 1 },
        ]),
      )
      expect(stale).not.toHaveBeenCalled()
    })

    it('answers REQUEST_CRYPTO_ACCOUNT with the latest onRequestCryptoAccount', async () => {
      const stale = vi.fn(() => ({ address: '0xold' }))
      const onRequestCryptoAccount = vi.fn(async () => ({ address: '0xnew', name: 'Main' }))
      const { update } = render({ config: CONFIG, onRequestCryptoAccount: stale })
      const frame = widgetFrames()[0]!
      await update({ config: CONFIG, onRequestCryptoAccount })
      expect(widgetFrames()).toEqual([frame])
      const posted: unknown[] = []
      await act(() => driveFrame(frame, posted)('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST))
      await vi.waitFor(() =>
        expect(posted).toEqual([
          {
            type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
            payload: { address: '0xnew', name: 'Main', type: undefined, assetSymbol: undefined },
          },
        ]),
      )
      expect(onRequestCryptoAccount).toHaveBeenCalledWith(ACCOUNT_REQUEST)
      expect(stale).not.toHaveBeenCalled()
    })

    it('answers REQUEST_CRYPTO_ACCOUNT with an error once onRequestCryptoAccount is gone', async () => {
      const onRequestCryptoAccount = vi.fn(() => ({ address: '0xabc' }))
      const { update } = render({ config: CONFIG, onRequestCryptoAccount })
      await update({ config: CONFIG, onRequestCryptoAccount: undefined })
      const posted: unknown[] = []
      await act(() =>
        driveFrame(widgetFrames()[0]!, posted)('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST),
      )
      await vi.waitFor(() => expect(posted).toEqual([NO_ACCOUNT_HANDLER_REPLY]))
      expect(onRequestCryptoAccount).not.toHaveBeenCalled()
    })
  })
}
