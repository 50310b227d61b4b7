import {
  ACCOUNT_REQUEST,
  CONFIG,
  driveFrame,
  NO_ACCOUNT_HANDLER_REPLY,
  widgetFrames,
} from '@rampkit/adapter-testing/frames'
import type { WidgetConfig, WidgetEvent } from '@rampkit/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { StrictMode, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type UseRampWidgetOptions, useRampWidget } from './useRampWidget.js'

const OVERLAY: WidgetConfig = { ...CONFIG, variant: 'desktop' }

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  document.body.removeAttribute('style')
})

function BuyButton({
  config = OVERLAY,
  options,
}: {
  config?: WidgetConfig
  options?: UseRampWidgetOptions
}) {
  const { show, close, isOpen, events } = useRampWidget(config, options)
  return (
    <>
      <button type="button" onClick={show}>
        Buy
      </button>
      <button type="button" onClick={close}>
        Close
      </button>
      <output>{isOpen ? 'open' : 'closed'}</output>
      <ul>
        {events.map((event, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
          <li key={i}>{event.type}</li>
        ))}
      </ul>
    </>
  )
}

function Probe({ n, seen, config }: { n: number; seen: Set<() => void>; config?: WidgetConfig }) {
  const widget = useRampWidget(config ?? { ...OVERLAY, fiatCurrency: 'EUR', fiatValue: n })
  seen.add(widget.show)
  seen.add(widget.close)
  return null
}

function Amounts({ calls }: { calls: string[] }) {
  const [amount, setAmount] = useState(50)
  return (
    <>
      <button type="button" onClick={() => setAmount((a) => a + 1)}>
        More
      </button>
      <BuyButton
        config={{ ...OVERLAY, fiatCurrency: 'EUR', fiatValue: amount }}
        options={{ onEvent: (e: WidgetEvent) => calls.push(`${amount}:${e.type}`) }}
      />
    </>
  )
}

const state = () => screen.getByRole('status').textContent
const logged = () => screen.queryAllByRole('listitem').map((li) => li.textContent)

describe('useRampWidget', () => {
  it('opens one overlay on show, logs its events and closes', () => {
    render(<BuyButton />)
    expect(state()).toBe('closed')
    expect(widgetFrames()).toHaveLength(0)
    fireEvent.click(screen.getByText('Buy'))
    expect(state()).toBe('open')
    expect(widgetFrames()).toHaveLength(1)
    const send = driveFrame(widgetFrames()[0]!)
    act(() => send('WIDGET_CONFIG_DONE'))
    fireEvent.click(screen.getByText('Buy'))
    expect(widgetFrames()).toHaveLength(1)
    fireEvent.click(screen.getByText('Close'))
    expect(state()).toBe('closed')
    expect(widgetFrames()).toHaveLength(0)
    expect(logged()).toEqual(['WIDGET_CONFIG_DONE', 'WIDGET_CLOSE'])
  })

  it('sees the user closing the widget', () => {
    render(<BuyButton />)
    fireEvent.click(screen.getByText('Buy'))
    act(() => driveFrame(widgetFrames()[0]!)('WIDGET_CLOSE'))
    expect(state()).toBe('closed')
  })

  it('works in StrictMode: one widget, closed when the component unmounts', () => {
    const { unmount } = render(
      <StrictMode>
        <BuyButton />
      </StrictMode>,
    )
    fireEvent.click(screen.getByText('Buy'))
    expect(widgetFrames()).toHaveLength(1)
    unmount()
    expect(widgetFrames()).toHaveLength(0)
    expect(document.body.style.overflow).toBe('')
  })

  it('calls the latest onEvent, and a new config waits for the next show', () => {
    const calls: string[] = []
    render(<Amounts calls={calls} />)
    fireEvent.click(screen.getByText('Buy'))
    const frame = widgetFrames()[0]!
    const send = driveFrame(frame)
    fireEvent.click(screen.getByText('More'))
    expect(widgetFrames()).toEqual([frame]) // not reloaded under the user
    act(() => send('WIDGET_CONFIG_DONE'))
    expect(calls).toEqual(['51:WIDGET_CONFIG_DONE'])
    fireEvent.click(screen.getByText('Close'))
    fireEvent.click(screen.getByText('Buy'))
    expect(new URL(widgetFrames()[0]!.src).searchParams.get('fiatValue')).toBe('51')
  })

  it('keeps show and close stable across renders', () => {
    const seen = new Set<() => void>()
    const { rerender } = render(<Probe n={1} seen={seen} />)
    rerender(<Probe n={2} seen={seen} />)
    expect(seen.size).toBe(2)
  })

  it('answers REQUEST_CRYPTO_ACCOUNT with the latest onRequestCryptoAccount, or an error without one', async () => {
    const { rerender } = render(<BuyButton />)
    fireEvent.click(screen.getByText('Buy'))
    const posted: unknown[] = []
    const send = driveFrame(widgetFrames()[0]!, posted)
    act(() => send('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST))
    await vi.waitFor(() => expect(posted).toEqual([NO_ACCOUNT_HANDLER_REPLY]))
    const stale = vi.fn(() => ({ address: '0xold' }))
    const onRequestCryptoAccount = vi.fn(async () => ({ address: '0xnew', type: 'ETH' }))
    rerender(<BuyButton options={{ onRequestCryptoAccount: stale }} />)
    rerender(<BuyButton options={{ onRequestCryptoAccount }} />)
    act(() => send('REQUEST_CRYPTO_ACCOUNT', ACCOUNT_REQUEST))
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[1]).toEqual({
      type: 'REQUEST_CRYPTO_ACCOUNT_RESULT',
      payload: { address: '0xnew', type: 'ETH', name: undefined, assetSymbol: undefined },
    })
    expect(onRequestCryptoAccount).toHaveBeenCalledWith(ACCOUNT_REQUEST)
    expect(stale).not.toHaveBeenCalled()
    expect(widgetFrames()).toHaveLength(1) // the same widget answered: no remount
  })

  it('passes loadTimeoutMs on: a silent widget is logged as WIDGET_OPEN_FAILED and stays open', () => {
    vi.useFakeTimers()
    try {
      render(<BuyButton options={{ loadTimeoutMs: 300 }} />)
      fireEvent.click(screen.getByRole('button', { name: 'Buy' }))
      act(() => vi.advanceTimersByTime(299))
      expect(logged()).toEqual([])
      act(() => vi.advanceTimersByTime(1))
      expect(logged()).toEqual(['WIDGET_OPEN_FAILED'])
      expect(state()).toBe('open')
      expect(widgetFrames()).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('throws WidgetConfigError from show for a bad config', () => {
    const seen = new Set<() => void>()
    render(<Probe n={1} seen={seen} config={{ ...OVERLAY, fiatValue: 5 }} />)
    const [show] = seen
    expect(() => show!()).toThrow(/fiatValue needs fiatCurrency/)
    expect(widgetFrames()).toHaveLength(0)
  })
})
