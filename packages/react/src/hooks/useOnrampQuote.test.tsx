import { fakeClient, quoteFor } from '@rampkit/adapter-testing/fakeClient'
import { fakeTimersInEachTest } from '@rampkit/adapter-testing/fakeTimers'
import type { QuoteParams } from '@rampkit/core'
import { act, render, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RampKitProvider } from '../context/RampKitProvider.js'
import { advance, wrapperFor } from '../testing/mountHook.js'
import { useOfframpQuote } from './useOfframpQuote.js'
import { useOnrampQuote } from './useOnrampQuote.js'

const eur = (fiatValue: number): QuoteParams => ({
  cryptoAssetSymbol: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue,
})

function Probe() {
  return <>{useOnrampQuote(eur(50)).status}</>
}

fakeTimersInEachTest()

describe('useOnrampQuote', () => {
  it('shows loading at once, asks once, then shows the quote', async () => {
    const { client, calls } = fakeClient()
    const { result } = renderHook(() => useOnrampQuote(eur(50)), { wrapper: wrapperFor(client) })
    expect(result.current).toMatchObject({ status: 'loading', params: eur(50) })
    await advance(0)
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'getOnrampQuote', body: eur(50) })
    await act(async () => calls[0]!.resolve(quoteFor(calls[0]!.body)))
    expect(result.current.status).toBe('success')
    expect(result.current.data?.CARD_PAYMENT?.fiatValue).toBe(50)
  })

  it('debounces changing params into one request, and a new object with equal params is no change', async () => {
    const { client, calls } = fakeClient()
    const { result, rerender } = renderHook(({ params }) => useOnrampQuote(params), {
      wrapper: wrapperFor(client),
      initialProps: { params: null as QuoteParams | null },
    })
    expect(result.current.status).toBe('idle')
    for (let i = 1; i <= 10; i++) {
      rerender({ params: eur(i) })
      await advance(50)
    }
    rerender({ params: { ...eur(10) } })
    await advance(300)
    expect(calls.map((call) => call.body)).toEqual([eur(10)])
    await act(async () => calls[0]!.resolve(quoteFor(calls[0]!.body)))
    expect(result.current).toMatchObject({ status: 'success', params: eur(10) })
    rerender({ params: null })
    expect(result.current.status).toBe('idle')
  })

  it('reports client-side rules without a request', async () => {
    const { client, calls } = fakeClient()
    const { result } = renderHook(() => useOnrampQuote({ ...eur(5), limits: { min: 20 } }), {
      wrapper: wrapperFor(client),
    })
    expect(result.current.error).toMatchObject({ name: 'QuoteInputError', code: 'AMOUNT_TOO_LOW' })
    await advance(10_000)
    expect(calls).toHaveLength(0)
  })

  it('makes one live request under StrictMode', async () => {
    const { client, calls, live } = fakeClient()
    const { result } = renderHook(() => useOnrampQuote(eur(50)), {
      wrapper: wrapperFor(client, true),
    })
    await advance(0)
    expect(live()).toHaveLength(1)
    expect(calls).toHaveLength(1) // the double mount started nothing twice
    await act(async () => live()[0]!.resolve(quoteFor(live()[0]!.body)))
    expect(result.current.status).toBe('success')
  })

  it('refreshes while mounted; unmounting aborts and stops every timer', async () => {
    const { client, calls } = fakeClient()
    const { result, unmount } = renderHook(
      () => useOnrampQuote(eur(50), { refreshIntervalMs: 1000 }),
      {
        wrapper: wrapperFor(client),
      },
    )
    await advance(0)
    await act(async () => calls[0]!.resolve(quoteFor(calls[0]!.body)))
    await advance(1000)
    expect(calls).toHaveLength(2)
    expect(result.current).toMatchObject({ status: 'success', isFetching: true })
    unmount()
    expect(calls[1]!.signal?.aborted).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('refresh() asks again at once', async () => {
    const { client, calls } = fakeClient()
    const { result } = renderHook(() => useOnrampQuote(eur(50)), { wrapper: wrapperFor(client) })
    await advance(0)
    await act(async () => calls[0]!.resolve(quoteFor(calls[0]!.body)))
    await act(async () => {
      void result.current.refresh()
    })
    expect(calls).toHaveLength(2)
  })

  it('shares one request between components asking the same', async () => {
    const { client, calls } = fakeClient()
    const { result } = renderHook(
      () => [useOnrampQuote(eur(50)), useOnrampQuote(eur(50))] as const,
      {
        wrapper: wrapperFor(client),
      },
    )
    await advance(0)
    expect(calls).toHaveLength(1)
    await act(async () => calls[0]!.resolve(quoteFor(calls[0]!.body)))
    expect(result.current[0].data).toBe(result.current[1].data)
  })

  it('moves to a new client given by the provider', async () => {
    const first = fakeClient()
    const second = fakeClient()
    const view = render(
      <RampKitProvider client={first.client}>
        <Probe />
      </RampKitProvider>,
    )
    await advance(0)
    expect(first.calls).toHaveLength(1)
    view.rerender(
      <RampKitProvider client={second.client}>
        <Probe />
      </RampKitProvider>,
    )
    await advance(0)
    expect(first.calls[0]!.signal?.aborted).toBe(true)
    expect(second.calls).toHaveLength(1)
    await act(async () => second.calls[0]!.resolve(quoteFor(second.calls[0]!.body)))
    expect(view.container.textContent).toBe('success')
  })

  it('useOfframpQuote asks the off-ramp endpoint', async () => {
    const { client, calls } = fakeClient()
    renderHook(() => useOfframpQuote({ ...eur(50), fiatValue: undefined, cryptoAmount: '10' }), {
      wrapper: wrapperFor(client),
    })
    await advance(0)
    expect(calls[0]?.method).toBe('getOfframpQuote')
  })

  it('throws a clear error outside a RampKitProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useOnrampQuote(eur(50)))).toThrow(
      'useOnrampQuote must be used inside <RampKitProvider client={...}> or <RampKitProvider baseUrl="...">',
    )
  })
})
