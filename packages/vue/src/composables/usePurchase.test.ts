import { PURCHASE, trackerClient, withStatus } from '@rampkit/adapter-testing/trackerClient'
import type { PurchaseToTrack } from '@rampkit/core'
import { cleanup } from '@testing-library/vue'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { effectScope, nextTick, ref } from 'vue'
import { withSetup } from '../testing/withSetup.js'
import { usePurchase } from './usePurchase.js'

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('usePurchase', () => {
  it('is idle without a purchase, then follows the stored one from a ref until RELEASED', async () => {
    const { client, calls } = trackerClient([withStatus('PAYMENT_STARTED'), withStatus('RELEASED')])
    const purchase = ref<PurchaseToTrack | null>(null)
    const { result } = withSetup(client, () => usePurchase(purchase, { intervalMs: 1000 }))
    expect(result.status.value).toBe('idle')
    await expect(result.refresh()).resolves.toBe(undefined)
    await advance(5000)
    expect(calls).toHaveLength(0)

    purchase.value = { id: 'p1', secret: 'stored-token' }
    await nextTick()
    expect(result.status.value).toBe('loading')
    await advance(0)
    expect(result.purchase.value?.status).toBe('PAYMENT_STARTED')
    await advance(1000)
    expect(result.purchase.value?.status).toBe('RELEASED')
    expect(result.isFinal.value).toBe(true)
    await advance(10_000)
    expect(calls).toEqual([
      { method: 'getPurchase', id: 'p1', secret: 'stored-token' },
      { method: 'getPurchase', id: 'p1', secret: 'stored-token' },
    ])
  })

  it('shows the PURCHASE_CREATED purchase at setup; the same id + token in a new object is no change', async () => {
    const { client, calls } = trackerClient([withStatus('INITIALIZED')])
    const payload = () => ({ purchase: PURCHASE, purchaseViewToken: 'view', apiUrl: 'x' })
    const purchase = ref<PurchaseToTrack>(payload())
    const { result } = withSetup(client, () => usePurchase(purchase, { intervalMs: 1000 }))
    expect(result.status.value).toBe('success')
    expect(result.purchase.value?.id).toBe('p1')
    await advance(0)
    purchase.value = payload()
    await advance(500)
    expect(calls).toHaveLength(1)
    purchase.value = { ...payload(), purchaseViewToken: 'other' }
    await advance(0)
    expect(calls.at(-1)).toMatchObject({ secret: 'other' })
    purchase.value = null as unknown as PurchaseToTrack
    await nextTick()
    expect(result.status.value).toBe('idle')
    expect(result.purchase.value).toBe(undefined)
  })

  it('stops with the component and waits while the page is hidden', async () => {
    const { client, calls } = trackerClient([withStatus('INITIALIZED')])
    const { unmount } = withSetup(client, () =>
      usePurchase({ id: 'p1', secret: 't' }, { intervalMs: 1000 }),
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

  it('needs the plugin (a bare scope without it throws), and refuses hostile input without its token', () => {
    const scope = effectScope()
    expect(() => scope.run(() => usePurchase(null))).toThrow(/RampKitPlugin/)
    scope.stop()
    const { client } = trackerClient()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    fc.assert(
      fc.property(
        fc.anything().filter((v) => v != null),
        (input) => {
          try {
            withSetup(client, () =>
              usePurchase({ id: input, secret: 'hostile-token' } as unknown as PurchaseToTrack),
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
