import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServicePurchase, ServiceSale } from '../types/transactions.js'
import { PURCHASE, SALE } from '../widget/mount/testing/harness.js'
import type { PurchaseClient } from './createPurchaseTracker.js'
import type { SaleClient } from './createSaleTracker.js'
import { createPurchaseStore, createSaleStore } from './trackerStores.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const purchaseClient = (status: string): PurchaseClient => ({
  legacy: { getPurchase: async () => ({ ...PURCHASE, status }) as ServicePurchase },
})

describe('tracker stores', () => {
  it('purchase: every field in every snapshot, the same object until a change, initial input at once', async () => {
    const store = createPurchaseStore(purchaseClient('RELEASED'), { intervalMs: 1000 }, null)
    const idle = store.getSnapshot()
    expect(idle).toEqual({
      status: 'idle',
      purchase: undefined,
      error: undefined,
      isFinal: false,
      isFetching: false,
    })
    expect(Object.keys(idle)).toContain('purchase')
    expect(store.getSnapshot()).toBe(idle)
    store.setParams({ purchase: PURCHASE as ServicePurchase, purchaseViewToken: 't' })
    expect(store.getSnapshot()).toMatchObject({
      status: 'success',
      purchase: { status: 'INITIALIZED' },
    })
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({ purchase: { status: 'RELEASED' }, isFinal: true })
    const started = createPurchaseStore(purchaseClient('X'), {}, { id: 'p', secret: 's' })
    expect(started.getSnapshot()).toMatchObject({ status: 'loading', purchase: undefined })
    store.destroy()
  })

  it('sale: setStatus reaches the tracker followed now; idle ignores it', () => {
    const client: SaleClient = { v3: { getSale: async () => SALE as ServiceSale } }
    const store = createSaleStore(client)
    store.setStatus('RELEASED')
    expect(store.getSnapshot()).toMatchObject({
      status: 'idle',
      saleStatus: undefined,
      sale: undefined,
    })
    store.setParams({ sale: SALE as ServiceSale, saleViewToken: 't' })
    store.setStatus('EXPIRED')
    expect(store.getSnapshot()).toMatchObject({
      saleStatus: 'EXPIRED',
      isFinal: true,
      statusError: undefined,
    })
    expect(Object.keys(store.getSnapshot())).toContain('statusError')
  })
})
