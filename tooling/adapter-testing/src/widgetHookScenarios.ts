// The scenarios every adapter's overlay widget binding (useRampWidget, createRampWidget) passes,
// written once: each adapter's test says how to mount its binding and runs them.
import type {
  RequestCryptoAccountHandler,
  SendCryptoHandler,
  WidgetConfig,
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

export const OVERLAY: WidgetConfig = { ...CONFIG, variant: 'desktop' }

export interface WidgetHookOptions {
  onEvent?: (event: WidgetEvent) => void
  onSendCrypto?: SendCryptoHandler
  onRequestCryptoAccount?: RequestCryptoAccountHandler
  maxEvents?: number
  loadTimeoutMs?: number
}

export interface MountedWidgetHook {
  /** The binding's `show` and `close`, called as an event handler would. */
  show(): void
  close(): void
  /** What the binding shows now. */
  read(): { isOpen: boolean; events: readonly WidgetEvent[] }
  /** Gives the binding a new config and options, as the app would; resolves once applied. */
  update(config: WidgetConfig, options?: WidgetHookOptions): Promise<void>
  unmount(): void
}

export interface WidgetHookAdapter {
  /** The binding's name in the test titles. */
  name: string
  /** Mounts the binding in a component with `config` and `options`. */
  mount(config: WidgetConfig, options?: WidgetHookOptions): MountedWidgetHook
  /** Runs `work` (a widget message, timers) where the framework sees what it changes. */
  act(work: () => unknown): Promise<void>
}

const types = (events: readonly WidgetEvent[]) => events.map((event) => event.type)
const fiatValueOf = (frame: HTMLIFrameElement) => new URL(frame.src).searchParams.get('fiatValue')

/**
 * Defines the shared tests of the overlay widget binding. The caller cleans up after each (its
 * framework's cleanup, restored mocks, and the `style` the overlay set on the body).
 */
export function describeWidgetHook(adapter: WidgetHookAdapter) {
  const { mount, act } = adapter

  describe(`${adapter.name} (shared scenarios)`, () => {
    it('opens one overlay on show, logs its events and closes', async () => {
      const widget = mount(OVERLAY)
      expect(widget.read().isOpen).toBe(false)
      expect(widgetFrames()).toHaveLength(0)
      widget.show()
      expect(widget.read().isOpen).toBe(true)
      expect(widgetFrames()).toHaveLength(1)
      await act(() => driveFrame(widgetFrames()[0]!)('WIDGET_CONFIG_DONE'))
      widget.show()
      expect(widgetFrames()).toHaveLength(1)
      widget.close()
      expect(widget.read().isOpen).toBe(false)
      expect(widgetFrames()).toHaveLength(0)
      expect(types(widget.read().events)).toEqual(['WIDGET_CONFIG_DONE', 'WIDGET_CLOSE'])
    })

    it('passes loadTimeoutMs on: a silent widget is logged as WIDGET_OPEN_FAILED and stays open', async () => {
      vi.useFakeTimers()
      try {
        const widget = mount(OVERLAY, { loadTimeoutMs: 300 })
        widget.show()
        await act(() => vi.advanceTimersByTimeAsync(299))
        expect(widget.read().events).toEqual([])
        await act(() => vi.advanceTimersByTimeAsync(1))
        expect(widget.read().events).toEqual([
          { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'LOAD_TIMEOUT' } },
        ])
        expect(widget.read().isOpen).toBe(true)
        expect(widgetFrames()).toHaveLength(1)
      } finally {
        vi.useRealTimers()
      }
    })

    it('sees the user closing the widget', async () => {
      const widget = mount(OVERLAY)
      widget.show()
      await act(() => driveFrame(widgetFrames()[0]!)('WIDGET_CLOSE'))
      expect(widget.read().isOpen).toBe(false)
    })

    it('closes the widget when the component unmounts, logging nothing', () => {
      const onEvent = vi.fn()
      const widget = mount(OVERLAY, { onEvent })
      widget.show()
      expect(widgetFrames()).toHaveLength(1)
      widget.unmount()
      expect(widgetFrames()).toHaveLength(0)
      expect(document.body.style.overflow).toBe('')
      expect(onEvent).not.toHaveBeenCalled()
    })

    it('calls the latest onEvent, and a new config waits for the next show', async () => {
      const calls: string[] = []
      const at = (fiatValue: number) =>
        [
          { ...OVERLAY, fiatCurrency: 'EUR', fiatValue },
          { onEvent: (event: WidgetEvent) => calls.push(`${fiatValue}:${event.type}`) },
        ] as const
      const widget = mount(...at(50))
      widget.show()
      const frame = widgetFrames()[0]!
      const send = driveFrame(frame)
      await widget.update(...at(51))
      expect(widgetFrames()).toEqual([frame]) // not reloaded under the user
      await act(() => send('WIDGET_CONFIG_DONE'))
      expect(calls).toEqual(['51:WIDGET_CONFIG_DONE'])
      widget.close()
      widget.show()
      expect(fiatValueOf(widgetFrames()[0]!)).toBe('51')
    })

    it('answers SEND_CRYPTO with onSendCrypto, or an error without one', async () => {
      const config: WidgetConfig = {
        ...OVERLAY,
        enabledFlows: ['OFFRAMP'],
        useSendCryptoCallback: true,
      }
      const widget = mount(config)
      widget.show()
      const posted: unknown[] = []
      const send = driveFrame(widgetFrames()[0]!, posted)
      await act(() => send('SEND_CRYPTO', SEND_CRYPTO_REQUEST, { eventVersion: 1 }))
      await vi.waitFor(() => expect(posted).toHaveLength(1))
      expect(posted[0]).toMatchObject({
        type: 'SEND_CRYPTO_RESULT',
        payload: { error: expect.any(String) },
      })
      await widget.update(config, { onSendCrypto: async () => ({ txHash: '0xnew' }) })
      await act(() => send('SEND_CRYPTO', SEND_CRYPTO_REQUEST, { eventVersion: 1 }))
      await vi.waitFor(() => expect(posted).toHaveLength(2))
      expect(posted[1]).toEqual({
        type: 'SEND_CRYPTO_RESULT',
        payload: { txHash: '0xnew' },
        eventVersion: 1,
      })
    })

    it('answers REQUEST_CRYPTO_ACCOUNT with the latest onRequestCryptoAccount, or an error without one', async () => {
      const widget = mount(OVERLAY)
      widget.show()
      const posted: unknown[] = []
      const send = driveFrame(widgetFrames()[0]!, posted)
      await act(() => send('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST))
      await vi.waitFor(() => expect(posted).toEqual([NO_ACCOUNT_HANDLER_REPLY]))
      const stale = vi.fn(() => ({ address: '0xold' }))
      const fresh = vi.fn(async () => ({ address: '0xnew', type: 'ETH' }))
      await widget.update(OVERLAY, { onRequestCryptoAccount: stale })
      await widget.update(OVERLAY, { onRequestCryptoAccount: fresh })
      await act(() => send('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST))
      await vi.waitFor(() => expect(posted).toHaveLength(2))
      expect(posted[1]).toEqual({
        type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
        payload: { address: '0xnew', type: 'ETH', name: undefined, assetSymbol: undefined },
      })
      expect(fresh).toHaveBeenCalledWith(ACCOUNT_REQUEST)
      expect(stale).not.toHaveBeenCalled()
      expect(widgetFrames()).toHaveLength(1) // the same widget answered: no remount
    })

    it('throws WidgetConfigError from show for a bad config, opening nothing', () => {
      const widget = mount({ ...OVERLAY, fiatValue: 5 })
      expect(() => widget.show()).toThrow(expect.objectContaining({ name: 'WidgetConfigError' }))
      expect(() => widget.show()).toThrow(/fiatValue needs fiatCurrency/)
      expect(widgetFrames()).toHaveLength(0)
      expect(widget.read().isOpen).toBe(false)
    })

    it('refuses a bad event log size at once', () => {
      vi.spyOn(console, 'error').mockImplementation(() => {}) // React reports the render's error
      expect(() => mount(OVERLAY, { maxEvents: 0 })).toThrow(RangeError)
    })

    it('keeps at most maxEvents events', async () => {
      const widget = mount(OVERLAY, { maxEvents: 2 })
      widget.show()
      const send = driveFrame(widgetFrames()[0]!)
      await act(() => {
        send('WIDGET_CONFIG_DONE')
        send('WIDGET_CLOSE_REQUEST_CANCELLED')
        send('WIDGET_CLOSE')
      })
      expect(types(widget.read().events)).toEqual([
        'WIDGET_CLOSE_REQUEST_CANCELLED',
        'WIDGET_CLOSE',
      ])
    })
  })
}
