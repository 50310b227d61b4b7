import { PURCHASE, trackerClient, withStatus } from '@rampkit/adapter-testing/trackerClient'
import type { PurchaseToTrack } from '@rampkit/core'
import fc from 'fast-check'
import { flushSync } from 'svelte'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPurchase } from '../lib/createPurchase.svelte.js'
import { renderRune } from './testing/renderRune.js'

const advance = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms)
  flushSync()
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('createPurchase', () => {
  it('is idle without a purchase, then follows the stored one until RELEASED', async () => {
    const { client, calls } = trackerClient([withStatus('PAYMENT_STARTED'), withStatus('RELEASED')])
    let purchase = $state<PurchaseToTrack | null>(null)
    const { result } = renderRune(client, () =>
      createPurchase(() => purchase, { intervalMs: 1000 }),
    )
    expect(result).toMatchObject({ status: 'idle', isFinal: false })
    await expect(result.refresh()).resolves.toBe(undefined)
    await advance(5000)
    expect(calls).toHaveLength(0)

    purchase = { id: 'p1', secret: 'stored-token' }
    flushSync()
    await advance(0)
    expect(result.purchase?.status).toBe('PAYMENT_STARTED')
    await advance(1000)
    expect(result).toMatchObject({ purchase: { status: 'RELEASED' }, isFinal: true })
    await advance(10_000)
    expect(calls).toEqual([
      { method: 'getPurchase', id: 'p1', secret: 'stored-token' },
      { method: 'getPurchase', id: 'p1', secret: 'stored-token' },
    ])
  })

  it('shows the PURCHASE_CREATED purchase at once; the same id + token in a new object is no change', async () => {
    const { client, calls } = trackerClient([withStatus('INITIALIZED')])
    const payload = () => ({ purchase: PURCHASE, purchaseViewToken: 'view', apiUrl: 'x' })
    let purchase = $state<PurchaseToTrack | null>(payload())
    const { result } = renderRune(client, () =>
      createPurchase(() => purchase, { intervalMs: 1000 }),
    )
    expect(result).toMatchObject({ status: 'success', purchase: { id: 'p1' } })
    await advance(0)
    purchase = payload()
    await advance(500)
    expect(calls).toHaveLength(1)
    purchase = { ...payload(), purchaseViewToken: 'other' }
    await advance(0)
    expect(calls.at(-1)).toMatchObject({ secret: 'other' })
    purchase = null
    await advance(0)
    expect(result).toMatchObject({ status: 'idle', purchase: undefined })
  })

  it('stops with the component and waits while the page is hidden', async () => {
    const { client, calls } = trackerClient([withStatus('INITIALIZED')])
    const { unmount } = renderRune(client, () =>
      createPurchase(() => ({ id: 'p1', secret: 't' }), { intervalMs: 1000 }),
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

  it('takes a function, needs the context, and refuses hostile input without its token', () => {
    const { client } = trackerClient()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      renderRune(client, () => createPurchase({ id: 'p', secret: 's' } as never)),
    ).toThrow(/createPurchase\(\(\) =>/)
    expect(() => renderRune(undefined, () => createPurchase(() => null))).toThrow(
      /setRampKitContext/,
    )
    fc.assert(
      fc.property(
        fc.anything().filter((v) => v != null),
        (input) => {
          try {
            renderRune(client, () =>
              createPurchase(
                () => ({ id: input, secret: 'hostile-token' }) as unknown as PurchaseToTrack,
              ),
            ).unmount()
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
