import {
  ACCOUNT_REQUEST,
  CONFIG,
  driveFrame,
  NO_ACCOUNT_HANDLER_REPLY,
  widgetFrames,
} from '@rampkit/adapter-testing/frames'
import type { EmbeddedWidgetConfig, WidgetEvent } from '@rampkit/core'
import { cleanup, render } from '@testing-library/svelte'
import { flushSync } from 'svelte'
import { afterEach, describe, expect, it, vi } from 'vitest'
import RampWidget from '../lib/RampWidget.svelte'
import Guarded from './testing/Guarded.svelte'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('<RampWidget>', () => {
  it('embeds one widget in its own div, which takes the other props', () => {
    const { container, unmount } = render(RampWidget, {
      props: { config: CONFIG, class: 'panel', 'aria-label': 'Buy crypto' },
    })
    const div = container.querySelector('div.panel') as HTMLDivElement
    expect(div.getAttribute('aria-label')).toBe('Buy crypto')
    expect(widgetFrames(div)).toHaveLength(1)
    expect(new URL(widgetFrames(div)[0]!.src).searchParams.get('variant')).toBe('embedded-desktop')
    unmount()
    expect(widgetFrames()).toHaveLength(0)
  })

  it('passes loadTimeoutMs on: onEvent hears LOAD_TIMEOUT and the widget stays', () => {
    vi.useFakeTimers()
    try {
      const onEvent = vi.fn()
      render(RampWidget, { props: { config: CONFIG, onEvent, loadTimeoutMs: 200 } })
      vi.advanceTimersByTime(200)
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
    const { rerender } = render(RampWidget, { props: { config: { ...CONFIG }, onEvent: first } })
    const frame = widgetFrames()[0]!
    const send = driveFrame(frame)
    await rerender({ config: { ...CONFIG, fiatValue: undefined }, onEvent: second })
    expect(widgetFrames()).toEqual([frame])
    send('WIDGET_CONFIG_DONE')
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledWith(
      { type: 'WIDGET_CONFIG_DONE', payload: null },
      expect.objectContaining({ type: 'WIDGET_CONFIG_DONE' }), // the widget's message, as sent
    )
  })

  it('mounts a new widget when the config changes the widget URL', async () => {
    const events: WidgetEvent[] = []
    const config: EmbeddedWidgetConfig = { ...CONFIG, fiatCurrency: 'EUR', fiatValue: 50 }
    const onEvent = (event: WidgetEvent) => events.push(event)
    const { rerender } = render(RampWidget, { props: { config, onEvent } })
    const frame = widgetFrames()[0]!
    await rerender({ config: { ...config, fiatValue: 75 }, onEvent })
    expect(widgetFrames()).toHaveLength(1)
    expect(widgetFrames()[0]).not.toBe(frame)
    expect(new URL(widgetFrames()[0]!.src).searchParams.get('fiatValue')).toBe('75')
    expect(events).toEqual([]) // a remount is not the user closing the widget
  })

  it('answers SEND_CRYPTO with the latest onSendCrypto', async () => {
    const config = { ...CONFIG, enabledFlows: ['OFFRAMP' as const], useSendCryptoCallback: true }
    const stale = vi.fn(() => ({ txHash: '0xold' }))
    const onSendCrypto = vi.fn(async () => ({ txHash: '0xnew' }))
    const { rerender } = render(RampWidget, { props: { config, onSendCrypto: stale } })
    await rerender({ config, onSendCrypto })
    const posted: unknown[] = []
    const send = driveFrame(widgetFrames()[0]!, posted)
    const assetInfo = {
      address: null,
      symbol: 'ETH',
      chain: 'ETH',
      type: 'NATIVE',
      name: 'Ether',
      decimals: 18,
    }
    send('SEND_CRYPTO', { assetInfo, amount: '1', address: '0xabc' }, { eventVersion: 1 })
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
    const { rerender } = render(RampWidget, {
      props: { config: CONFIG, onRequestCryptoAccount: stale },
    })
    const frame = widgetFrames()[0]!
    await rerender({ config: CONFIG, onRequestCryptoAccount })
    expect(widgetFrames()).toEqual([frame])
    const posted: unknown[] = []
    driveFrame(frame, posted)('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST)
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
    const { rerender } = render(RampWidget, { props: { config: CONFIG, onRequestCryptoAccount } })
    await rerender({ config: CONFIG, onRequestCryptoAccount: undefined })
    const posted: unknown[] = []
    driveFrame(widgetFrames()[0]!, posted)('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST)
    await vi.waitFor(() => expect(posted).toEqual([NO_ACCOUNT_HANDLER_REPLY]))
    expect(onRequestCryptoAccount).not.toHaveBeenCalled()
  })

  it('throws WidgetConfigError to the nearest <svelte:boundary> for a bad config', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { getByRole } = render(Guarded, { props: { config: { ...CONFIG, hostApiKey: '' } } })
    flushSync()
    expect(getByRole('alert').textContent).toBe('WidgetConfigError')
    expect(widgetFrames()).toHaveLength(0)
  })

  it('refuses a non-embedded variant', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { getByRole } = render(Guarded, { props: { config: { ...CONFIG, variant: 'desktop' } } })
    flushSync()
    expect(getByRole('alert').textContent).toBe('WidgetConfigError')
  })
})
