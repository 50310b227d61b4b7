import { describe, expect, it } from 'vitest'
import { createStore, type PurchaseRecord, type StoreEvent } from './store.js'
import type { ServicePurchase } from './types.js'

const purchase = (id: string, token = `token-${id}`) =>
  ({
    purchase: { id, purchaseViewToken: token, status: 'INITIALIZED' } as ServicePurchase,
    assetId: 'ETH_ETH',
  }) satisfies PurchaseRecord

describe('store', () => {
  it('reads a purchase only with its exact view token', () => {
    const store = createStore()
    store.addPurchase(purchase('p1', 'secret-1'))
    expect(store.readPurchase('p1', 'secret-1')?.id).toBe('p1')
    for (const wrong of ['', 'secret-', 'secret-12', 'SECRET-1'])
      expect(store.readPurchase('p1', wrong)).toBeUndefined()
    expect(store.readPurchase('p2', 'secret-1')).toBeUndefined()
  })

  it('updates keep the id and notify subscribers', () => {
    const store = createStore()
    const events: StoreEvent['type'][] = []
    const off = store.subscribe((e) => events.push(e.type))
    store.addPurchase(purchase('p1'))
    store.updatePurchase('p1', { status: 'RELEASED', id: 'hijack' })
    expect(store.getPurchase('p1')?.purchase).toMatchObject({ id: 'p1', status: 'RELEASED' })
    expect(store.updatePurchase('nope', {})).toBeUndefined()
    store.clear()
    off()
    store.addPurchase(purchase('p2'))
    expect(events).toEqual(['purchase.created', 'purchase.updated', 'reset'])
  })

  it('a failing listener does not break the store', () => {
    const store = createStore()
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      store.subscribe(() => {
        throw new Error('boom')
      })
      store.addPurchase(purchase('p1'))
    } finally {
      console.error = original
    }
    expect(store.getPurchase('p1')).toBeDefined()
    expect(errors).toHaveLength(1)
  })

  it('keeps at most maxRecords, dropping the oldest', () => {
    const store = createStore(3)
    for (const id of ['a', 'b', 'c', 'd']) store.addPurchase(purchase(id))
    expect(store.purchases().map((r) => r.purchase.id)).toEqual(['b', 'c', 'd'])
  })
})
