import { PURCHASE, trackerClient, withStatus } from '@rampkit/adapter-testing/trackerClient'
import type { PurchaseToTrack, RampKitClient } from '@rampkit/core'
import { act, render, renderHook, screen } from '@testing-library/react'
import fc from 'fast-check'
import { type ReactNode, StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RampKitProvider } from '../context/RampKitProvider.js'
import { usePurchase } from './usePurchase.js'

const wrapperFor =
  (client: RampKitClient, strict = false) =>
  ({ children }: { children: ReactNode }) => {
    const tree = <RampKitProvider client={client}>{children}</RampKitProvider>
    return strict ? <StrictMode>{tree}</StrictMode> : tree
  }

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

function Status() {
  const p = usePurchase({ id: 'p1', secret: 'secret-token' }, { intervalMs: 1000 })
  return <p>{p.status === 'error' ? `error: ${p.error.message}` : p.status}</p>
}

describe('usePurchase', () => {
  it('is idle without a purchase, then follows the stored one until RELEASED (StrictMode)', async () => {
    const { client, calls } = trackerClient([withStatus('PAYMENT_STARTED'), withStatus('RELEASED')])
    const { result, rerender } = renderHook(
      ({ purchase }) => usePurchase(purchase, { intervalMs: 1000 }),
      {
        wrapper: wrapperFor(client, true),
        initialProps: { purchase: null as PurchaseToTrack | null },
      },
    )
    expect(result.current).toMatchObject({ status: 'idle', isFinal: false })
    await expect(result.current.refresh()).resolves.toBe(undefined)
    await advance(10_000)
    expect(calls).toHaveLength(0)

    rerender({ purchase: { id: 'p1', secret: 'stored-token' } })
    expect(result.current.status).toBe('loading')
    await advance(0)
    expect(result.current).toMatchObject({
      status: 'success',
      purchase: { status: 'PAYMENT_STARTED' },
    })
    await advance(1000)
    expect(result.current).toMatchObject({ purchase: { status: 'RELEASED' }, isFinal: true })
    await advance(10_000)
    expect(calls).toEqual([
      { method: 'getPurchase', id: 'p1', secret: 'stored-token' },
      { method: 'getPurchase', id: 'p1', secret: 'stored-token' },
    ])
  })

  it('shows the PURCHASE_CREATED purchase at once; a new object with the same id and token is no change', async () => {
    const { client, calls } = trackerClient([withStatus('INITIALIZED')])
    const payload = () => ({ purchase: PURCHASE, purchaseViewToken: 'view', apiUrl: 'x' })
    const { result, rerender } = renderHook(({ p }) => usePurchase(p, { intervalMs: 1000 }), {
      wrapper: wrapperFor(client),
      initialProps: { p: payload() },
    })
    expect(result.current).toMatchObject({ status: 'success', purchase: PURCHASE })
    await advance(0)
    rerender({ p: payload() })
    await advance(500)
    expect(calls).toHaveLength(1)
    rerender({ p: { ...payload(), purchaseViewToken: 'other' } })
    await advance(0)
    expect(calls.at(-1)).toMatchObject({ secret: 'other' })
  })

  it('stops polling when the component goes, and while the page is hidden', async () => {
    const { client, calls } = trackerClient([withStatus('INITIALIZED')])
    const { unmount } = renderHook(
      () => usePurchase({ id: 'p1', secret: 't' }, { intervalMs: 1000 }),
      {
        wrapper: wrapperFor(client),
      },
    )
    await advance(0)
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    await advance(10_000)
    expect(calls).toHaveLength(1)
    hidden.mockRestore()
    document.dispatchEvent(new Event('visibilitychange'))
    await advance(0)
    expect(calls).toHaveLength(2)
    unmount()
    await advance(10_000)
    expect(calls).toHaveLength(2)
  })

  it('renders status changes in a component and the error of a read that will not pass', async () => {
    const { client } = trackerClient([new TypeError('boom')])
    render(<Status />, { wrapper: wrapperFor(client) })
    expect(screen.getByText('loading')).toBeTruthy()
    await advance(0)
    expect(screen.getByText('error: boom')).toBeTruthy()
  })

  it('hostile input: anything but a purchase to track throws a TypeError without its token', () => {
    const { client } = trackerClient()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fc.assert(
      fc.property(
        fc.anything().filter((v) => v != null),
        (input) => {
          const shape = { id: input, secret: 'hostile-token' } as unknown as PurchaseToTrack
          try {
            renderHook(() => usePurchase(shape), { wrapper: wrapperFor(client) }).unmount()
          } catch (error) {
            expect(error).toBeInstanceOf(TypeError)
            expect(String(error)).not.toContain('hostile-token')
          }
        },
      ),
      { numRuns: 30 },
    )
  })
})
