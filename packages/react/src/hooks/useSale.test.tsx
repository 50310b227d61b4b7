import { SALE, trackerClient } from '@rampkit/adapter-testing/trackerClient'
import type { RampKitClient, SaleStatus, SaleToTrack } from '@rampkit/core'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RampKitProvider } from '../context/RampKitProvider.js'
import { useSale } from './useSale.js'

const wrapperFor =
  (client: RampKitClient) =>
  ({ children }: { children: ReactNode }) => (
    <RampKitProvider client={client}>{children}</RampKitProvider>
  )

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('useSale', () => {
  it('holds the details and takes the status from readStatus (read when the sale starts) until RELEASED', async () => {
    const { client, calls } = trackerClient()
    const answers: (SaleStatus | undefined)[] = [undefined, 'CREATED', 'RELEASED']
    const first = vi.fn(async () => answers.shift())
    const second = vi.fn(async () => 'EXPIRED' as const)
    const { result, rerender } = renderHook(
      ({ readStatus }) =>
        useSale({ id: 's1', secret: 'sale-token' }, { readStatus, intervalMs: 1000 }),
      { wrapper: wrapperFor(client), initialProps: { readStatus: first } },
    )
    expect(result.current).toMatchObject({ status: 'loading', saleStatus: undefined })
    await advance(0)
    expect(result.current).toMatchObject({ status: 'success', sale: SALE, saleStatus: undefined })
    rerender({ readStatus: second })
    await advance(1000)
    expect(result.current.saleStatus).toBe('CREATED')
    await advance(1000)
    expect(result.current).toMatchObject({ saleStatus: 'RELEASED', isFinal: true })
    expect(first).toHaveBeenCalledTimes(3)
    expect(second).not.toHaveBeenCalled()
    expect(calls).toEqual([{ method: 'getSale', id: 's1', secret: 'sale-token' }])
  })

  it('never invents a status; setStatus takes a pushed one; idle does nothing', async () => {
    const { client } = trackerClient()
    const { result, rerender } = renderHook(({ sale }) => useSale(sale), {
      wrapper: wrapperFor(client),
      initialProps: { sale: null as SaleToTrack | null },
    })
    expect(result.current).toMatchObject({ status: 'idle', saleStatus: undefined })
    act(() => result.current.setStatus('RELEASED'))
    expect(result.current.saleStatus).toBe(undefined)
    rerender({ sale: { sale: SALE, saleViewToken: 'sale-token' } })
    expect(result.current).toMatchObject({ status: 'success', sale: SALE, saleStatus: undefined })
    await advance(30_000)
    expect(result.current.saleStatus).toBe(undefined)
    act(() => result.current.setStatus('EXPIRED'))
    expect(result.current).toMatchObject({ saleStatus: 'EXPIRED', isFinal: true })
  })

  it('refuses a readStatus that is not a function', () => {
    const { client } = trackerClient()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      renderHook(
        () =>
          useSale(
            { id: 's1', secret: 't' },
            { readStatus: 'RELEASED' as unknown as () => undefined },
          ),
        { wrapper: wrapperFor(client) },
      ),
    ).toThrow(/readStatus/)
  })
})
