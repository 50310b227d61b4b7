import { describe, expect, it, vi } from 'vitest'
import { fakeTimersInEachTest } from '../shared/testing/fakeTimers.js'
import type { ServiceSale } from '../types/transactions.js'
import { SALE } from '../widget/mount/testing/harness.js'
import { createSaleStore, type SaleClient } from './createSaleStore.js'

fakeTimersInEachTest()

const client: SaleClient = { v3: { getSale: async () => SALE as ServiceSale } }

describe('createSaleStore', () => {
  it('setStatus reaches the sale followed now; idle ignores it; every field in every snapshot', () => {
    const store = createSaleStore(client)
    store.setStatus('RELEASED')
    expect(store.getSnapshot()).toMatchObject({
      status: 'idle',
      saleStatus: undefined,
      sale: undefined,
    })
    expect(Object.keys(store.getSnapshot())).toContain('sale')
    store.setParams({ sale: SALE as ServiceSale, saleViewToken: 't' })
    store.setStatus('EXPIRED')
    expect(store.getSnapshot()).toMatchObject({
      saleStatus: 'EXPIRED',
      isFinal: true,
      statusError: undefined,
    })
    expect(Object.keys(store.getSnapshot())).toContain('statusError')
    expect(store.getSnapshot()).toBe(store.getSnapshot())
  })

  it('a new sale starts over: its own details, no status of the old one', async () => {
    const ids: string[] = []
    const reading: SaleClient = {
      v3: {
        getSale: async (id) => {
          ids.push(id)
          return { ...(SALE as ServiceSale), id }
        },
      },
    }
    const store = createSaleStore(
      reading,
      { readStatus: () => 'RELEASED' },
      { id: 'a', secret: 's' },
    )
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({ sale: { id: 'a' }, saleStatus: 'RELEASED' })
    store.setParams({ id: 'b', secret: 's' })
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', saleStatus: undefined })
    await vi.advanceTimersByTimeAsync(0)
    expect(ids).toEqual(['a', 'b'])
    expect(store.getSnapshot()).toMatchObject({ sale: { id: 'b' }, isFinal: true })
    store.setParams(undefined)
    expect(store.getSnapshot().status).toBe('idle')
    store.destroy()
  })
})
