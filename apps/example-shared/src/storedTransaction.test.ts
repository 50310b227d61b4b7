import type { WidgetEvent } from '@rampkit/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  keepCreatedTransaction,
  readStoredTransaction,
  storeTransaction,
} from './storedTransaction.js'

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size
    },
  }
}

describe('stored purchases and sales', () => {
  it('gives back what was stored, per kind', () => {
    const storage = memoryStorage()
    expect(readStoredTransaction('purchase', storage)).toBe(null)
    storeTransaction('purchase', { id: 'p1', secret: 'token' }, storage)
    storeTransaction('sale', { id: 's1', secret: 'other' }, storage)
    expect(readStoredTransaction('purchase', storage)).toEqual({ id: 'p1', secret: 'token' })
    expect(readStoredTransaction('sale', storage)).toEqual({ id: 's1', secret: 'other' })
  })

  it('drops anything else found in storage, and survives storage that throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.anything().map((v) => JSON.stringify(v) ?? ''),
        ),
        (text) => {
          const storage = memoryStorage()
          storage.setItem('rampkit-example:purchase', text)
          const read = readStoredTransaction('purchase', storage)
          if (read !== null) {
            expect(Object.keys(read).sort()).toEqual(['id', 'secret'])
            expect(read.id).not.toBe('')
            expect(read.secret).not.toBe('')
          }
        },
      ),
    )
    const broken = {
      getItem() {
        throw new Error('blocked')
      },
      setItem() {
        throw new Error('blocked')
      },
    } as unknown as Storage
    expect(() => storeTransaction('sale', { id: 's', secret: 't' }, broken)).not.toThrow()
    expect(readStoredTransaction('sale', broken)).toBe(null)
  })
})

describe('keepCreatedTransaction', () => {
  const purchaseCreated = {
    type: 'PURCHASE_CREATED',
    payload: { purchase: { id: 'p1' }, purchaseViewToken: 'purchase-token' },
  } as unknown as WidgetEvent
  const saleCreated = {
    type: 'OFFRAMP_SALE_CREATED',
    payload: { sale: { id: 's1' }, saleViewToken: 'sale-token' },
  } as unknown as WidgetEvent

  it('keeps a created purchase or sale for a reload and gives back what to follow', () => {
    const storage = memoryStorage()
    expect(keepCreatedTransaction(purchaseCreated, storage)).toEqual({
      kind: 'purchase',
      payload: purchaseCreated.payload,
    })
    expect(keepCreatedTransaction(saleCreated, storage)).toEqual({
      kind: 'sale',
      payload: saleCreated.payload,
    })
    expect(readStoredTransaction('purchase', storage)).toEqual({
      id: 'p1',
      secret: 'purchase-token',
    })
    expect(readStoredTransaction('sale', storage)).toEqual({ id: 's1', secret: 'sale-token' })
  })

  it('leaves every other event alone', () => {
    const storage = memoryStorage()
    const closed = { type: 'WIDGET_CLOSE', payload: null } as unknown as WidgetEvent
    expect(keepCreatedTransaction(closed, storage)).toBeUndefined()
    expect(storage.length).toBe(0)
  })
})
