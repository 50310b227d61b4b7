import {
  ACCOUNT_REQUEST,
  CONFIG,
  driveFrame,
  NO_ACCOUNT_HANDLER_REPLY,
  widgetFrames,
} from '@rampkit/adapter-testing/frames'
import type { WidgetConfig, WidgetEvent } from '@rampkit/core'
import { cleanup } from '@testing-library/svelte'
import { flushSync } from 'svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRampWidget } from '../lib/createRampWidget.svelte.js'
import { renderRune } from './testing/renderRune.js'

const OVERLAY: WidgetConfig = { ...CONFIG, variant: 'desktop' }

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  document.body.removeAttribute('style')
})

const types = (events: readonly WidgetEvent[]) => events.map((event) => event.type)

describe('createRampWidget', () => {
  it('opens one overlay on show, logs its events and closes', () => {
    const { result: widget } = renderRune(undefined, () => createRampWidget(() => OVERLAY))
    expect(widget.isOpen).toBe(false)
    expect(widgetFrames()).toHaveLength(0)
    widget.show()
    flushSync()
    expect(widget.isOpen).toBe(true)
    expect(widgetFrames()).toHaveLength(1)
    driveFrame(widgetFrames()[0]!)('WIDGET_CONFIG_DONE')
    widget.show()
    expect(widgetFrames()).toHaveLength(1)
    widget.close()
    flushSync()
    expect(widget.isOpen).toBe(false)
    expect(widgetFrames()).toHaveLength(0)
    expect(types(widget.events)).toEqual(['WIDGET_CONFIG_DONE', 'WIDGET_CLOSE'])
  })

  it('passes loadTimeoutMs on: a silent widget is logged as WIDGET_OPEN_FAILED and stays open', () => {
    vi.useFakeTimers()
    try {
      const { result: widget } = renderRune(undefined, () =>
        createRampWidget(() => OVERLAY, { loadTimeoutMs: 300 }),
      )
      widget.show()
      vi.advanceTimersByTime(299)
      flushSync()
      expect(types(widget.events)).toEqual([])
      vi.advanceTimersByTime(1)
      flushSync()
      expect(widget.events).toEqual([
        { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'LOAD_TIMEOUT' } },
      ])
      expect(widget.isOpen).toBe(true)
      expect(widgetFrames()).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('sees the user closing the widget', () => {
    const { result: widget } = renderRune(undefined, () => createRampWidget(() => OVERLAY))
    widget.show()
    driveFrame(widgetFrames()[0]!)('WIDGET_CLOSE')
    flushSync()
    expect(widget.isOpen).toBe(false)
  })

  it('closes the widget, without logging, when the component goes', () => {
    const onEvent = vi.fn()
    const { result: widget, unmount } = renderRune(undefined, () =>
      createRampWidget(() => OVERLAY, { onEvent }),
    )
    widget.show()
    expect(widgetFrames()).toHaveLength(1)
    unmount()
    expect(widgetFrames()).toHaveLength(0)
    expect(document.body.style.overflow).toBe('')
    expect(onEvent).not.toHaveBeenCalled()
  })

  it('a new config waits for the next show, even one set just before show()', () => {
    let amount = $state(50)
    const seen: string[] = []
    const { result: widget } = renderRune(undefined, () =>
      createRampWidget(() => ({ ...OVERLAY, fiatCurrency: 'EUR', fiatValue: amount }), {
        onEvent: (event) => seen.push(`${amount}:${event.type}`),
      }),
    )
    widget.show()
    const frame = widgetFrames()[0]!
    const send = driveFrame(frame)
    amount = 51
    flushSync()
    expect(widgetFrames()).toEqual([frame]) // not reloaded under the user
    send('WIDGET_CONFIG_DONE')
    expect(seen).toEqual(['51:WIDGET_CONFIG_DONE'])
    widget.close()
    amount = 52 // no flush: show() reads the config itself
    widget.show()
    expect(new URL(widgetFrames()[0]!.src).searchParams.get('fiatValue')).toBe('52')
  })

  it('answers SEND_CRYPTO with onSendCrypto, or with an error when there is none', async () => {
    const config: WidgetConfig = {
      ...OVERLAY,
      enabledFlows: ['OFFRAMP'],
      useSendCryptoCallback: true,
    }
    const assetInfo = {
      address: null,
      symbol: 'ETH',
      chain: 'ETH',
      type: 'NATIVE',
      name: 'Ether',
      decimals: 18,
    }
    const request = { assetInfo, amount: '1', address: '0xabc' }
    for (const [options, answer] of [
      [{ onSendCrypto: async () => ({ txHash: '0x1' }) }, { txHash: '0x1' }],
      [{}, { error: expect.any(String) }],
    ] as const) {
      const { result: widget, unmount } = renderRune(undefined, () =>
        createRampWidget(() => config, options),
      )
      widget.show()
      const posted: unknown[] = []
      driveFrame(widgetFrames()[0]!, posted)('SEND_CRYPTO', request, { eventVersion: 1 })
      await vi.waitFor(() =>
        expect(posted).toEqual([{ type: 'SEND_CRYPTO_RESULT', payload: answer, eventVersion: 1 }]),
      )
      unmount()
    }
  })

  it('answers REQUEST_CRYPTO_ACCOUNT with the latest onRequestCryptoAccount, or an error without one', async () => {
    const stale = vi.fn(() => ({ address: '0xold' }))
    const fresh = vi.fn(async () => ({ address: '0xnew', type: 'ETH' }))
    let handler = $state<typeof stale | typeof fresh | undefined>()
    const { result: widget } = renderRune(undefined, () =>
      createRampWidget(() => OVERLAY, {
        get onRequestCryptoAccount() {
          return handler
        },
      }),
    )
    widget.show()
    const posted: unknown[] = []
    const send = driveFrame(widgetFrames()[0]!, posted)
    send('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST)
    await vi.waitFor(() => expect(posted).toEqual([NO_ACCOUNT_HANDLER_REPLY]))
    handler = stale
    handler = fresh
    send('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST)
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[1]).toEqual({
      type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
      payload: { address: '0xnew', type: 'ETH', name: undefined, assetSymbol: undefined },
    })
    expect(fresh).toHaveBeenCalledWith(ACCOUNT_REQUEST)
    expect(stale).not.toHaveBeenCalled()
  })

  it('throws WidgetConfigError from show for a bad config, and refuses a bad log size', () => {
    const { result: widget } = renderRune(undefined, () =>
      createRampWidget(() => ({ ...OVERLAY, fiatValue: 5 })),
    )
    expect(() => widget.show()).toThrow(expect.objectContaining({ name: 'WidgetConfigError' }))
    expect(() => widget.show()).toThrow(/fiatValue needs fiatCurrency/)
    expect(widgetFrames()).toHaveLength(0)
    expect(() =>
      renderRune(undefined, () => createRampWidget(() => OVERLAY, { maxEvents: 0 })),
    ).toThrow(RangeError)
    expect(() =>
      renderRune(undefined, () => createRampWidget(OVERLAY as unknown as () => WidgetConfig)),
    ).toThrow(/createRampWidget takes a function/)
  })

  it('keeps at most maxEvents events', () => {
    const { result: widget } = renderRune(undefined, () =>
      createRampWidget(() => OVERLAY, { maxEvents: 2 }),
    )
    widget.show()
    const send = driveFrame(widgetFrames()[0]!)
    send('WIDGET_CONFIG_DONE')
    send('WIDGET_CLOSE_REQUEST_CANCELLED')
    send('WIDGET_CLOSE')
    flushSync()
    expect(types(widget.events)).toEqual(['WIDGET_CLOSE_REQUEST_CANCELLED', 'WIDGET_CLOSE'])
  })
})
