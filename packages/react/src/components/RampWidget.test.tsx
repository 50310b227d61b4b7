import {
  ACCOUNT_REQUEST,
  CONFIG,
  driveFrame,
  NO_ACCOUNT_HANDLER_REPLY,
  widgetFrames,
} from '@rampkit/adapter-testing/frames'
import type { EmbeddedWidgetConfig, WidgetEvent } from '@rampkit/core'
import { act, cleanup, render } from '@testing-library/react'
import { Component, type ReactNode, StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RampWidget } from './RampWidget.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.name}</p> : this.props.children
  }
}

describe('<RampWidget>', () => {
  it('embeds one widget in its own div, which takes the other props', () => {
    const { container, unmount } = render(
      <RampWidget config={CONFIG} className="panel" aria-label="Buy crypto" />,
    )
    const div = container.firstElementChild as HTMLDivElement
    expect(div.tagName).toBe('DIV')
    expect(div.className).toBe('panel')
    expect(div.getAttribute('aria-label')).toBe('Buy crypto')
    expect(widgetFrames(div)).toHaveLength(1)
    expect(new URL(widgetFrames(div)[0]!.src).searchParams.get('variant')).toBe('embedded-desktop')
    unmount()
    expect(widgetFrames()).toHaveLength(0)
  })

  it('survives StrictMode with a single widget', () => {
    const { unmount } = render(
      <StrictMode>
        <RampWidget config={CONFIG} />
      </StrictMode>,
    )
    expect(widgetFrames()).toHaveLength(1)
    unmount()
    expect(widgetFrames()).toHaveLength(0)
  })

  it('keeps the widget for an equal config or a new onEvent, and calls the latest onEvent', () => {
    const first = vi.fn()
    const second = vi.fn()
    const { rerender } = render(<RampWidget config={{ ...CONFIG }} onEvent={first} />)
    const frame = widgetFrames()[0]!
    const send = driveFrame(frame)
    rerender(<RampWidget config={{ ...CONFIG, fiatValue: undefined }} onEvent={second} />)
    expect(widgetFrames()).toEqual([frame])
    act(() => send('WIDGET_CONFIG_DONE'))
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledWith(
      { type: 'WIDGET_CONFIG_DONE', payload: null },
      expect.objectContaining({ type: 'WIDGET_CONFIG_DONE' }), // the widget's message, as sent
    )
  })

  it('mounts a new widget when the config changes the widget URL', () => {
    const events: WidgetEvent[] = []
    const config: EmbeddedWidgetConfig = { ...CONFIG, fiatCurrency: 'EUR', fiatValue: 50 }
    const { rerender } = render(<RampWidget config={config} onEvent={(e) => events.push(e)} />)
    const frame = widgetFrames()[0]!
    rerender(<RampWidget config={{ ...config, fiatValue: 75 }} onEvent={(e) => events.push(e)} />)
    expect(widgetFrames()).toHaveLength(1)
    expect(widgetFrames()[0]).not.toBe(frame)
    expect(new URL(widgetFrames()[0]!.src).searchParams.get('fiatValue')).toBe('75')
    expect(events).toEqual([]) // a remount is not the user closing the widget
  })

  it('answers SEND_CRYPTO with the latest onSendCrypto', async () => {
    const config = { ...CONFIG, enabledFlows: ['OFFRAMP' as const], useSendCryptoCallback: true }
    const stale = vi.fn(() => ({ txHash: '0xold' }))
    const onSendCrypto = vi.fn(async () => ({ txHash: '0xnew' }))
    const { rerender } = render(<RampWidget config={config} onSendCrypto={stale} />)
    rerender(<RampWidget config={config} onSendCrypto={onSendCrypto} />)
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
    act(() =>
      send('SEND_CRYPTO', { assetInfo, amount: '1', address: '0xabc' }, { eventVersion: 1 }),
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
    const onRequestCryptoAccount = vi.fn(async () => ({ address: '0xnew', name: 'Main' }))
    const { rerender } = render(<RampWidget config={CONFIG} onRequestCryptoAccount={stale} />)
    rerender(<RampWidget config={CONFIG} onRequestCryptoAccount={onRequestCryptoAccount} />)
    const posted: unknown[] = []
    const send = driveFrame(widgetFrames()[0]!, posted)
    act(() => send('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST))
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
    const { rerender } = render(
      <RampWidget config={CONFIG} onRequestCryptoAccount={onRequestCryptoAccount} />,
    )
    rerender(<RampWidget config={CONFIG} />)
    const posted: unknown[] = []
    act(() => driveFrame(widgetFrames()[0]!, posted)('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST))
    await vi.waitFor(() => expect(posted).toEqual([NO_ACCOUNT_HANDLER_REPLY]))
    expect(onRequestCryptoAccount).not.toHaveBeenCalled()
  })

  it('passes loadTimeoutMs on: onEvent hears LOAD_TIMEOUT and the widget stays', () => {
    vi.useFakeTimers()
    try {
      const onEvent = vi.fn()
      render(<RampWidget config={CONFIG} onEvent={onEvent} loadTimeoutMs={200} />)
      act(() => vi.advanceTimersByTime(200))
      expect(onEvent.mock.calls.map(([event]) => event)).toEqual([
        { type: 'WIDGET_OPEN_FAILED', payload: { reason: 'LOAD_TIMEOUT' } },
      ])
      expect(widgetFrames()).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('throws a WidgetConfigError to the error boundary for a bad config', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { getByRole } = render(
      <Boundary>
        <RampWidget config={{ ...CONFIG, hostApiKey: '' }} />
      </Boundary>,
    )
    expect(getByRole('alert').textContent).toBe('WidgetConfigError')
    expect(widgetFrames()).toHaveLength(0)
  })
})
