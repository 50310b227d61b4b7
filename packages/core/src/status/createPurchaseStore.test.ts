import { describe, expect, it, vi } from 'vitest'
import { fakeTimersInEachTest } from '../shared/testing/fakeTimers.js'
import type { ServicePurchase } from '../types/transactions.js'
import { PURCHASE } from '../widget/mount/testing/harness.js'
import { createPurchaseStore, type PurchaseClient } from './createPurchaseStore.js'

fakeTimersInEachTest()

const purchaseClient = (status: string): PurchaseClient => ({
  legacy: { getPurchase: async () => ({ ...PURCHASE, status }) as ServicePurchase },
})

/** A client whose reads wait until released, recording each read's id, token and signal. */
function heldClient() {
  const reads: { id: string; secret: string; signal: AbortSignal }[] = []
  const client: PurchaseClient = {
    legacy: {
      getPurchase: (id, secret, options) => {
        reads.push({ id, secret, signal: options!.signal! })
        return new Promise(() => {})
      },
    },
  }
  return { client, reads }
}

describe('createPurchaseStore', () => {
  it('every field in every snapshot, the same object until a change, initial input at once', async () => {
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
    await expect(store.refresh()).resolves.toBe(undefined)
    store.setParams({ purchase: PURCHASE as ServicePurchase, purchaseViewToken: 't' })
    expect(store.getSnapshot()).toMatchObject({
      status: 'success',
      purchase: { status: 'INITIALIZED' },
    })
    expect(store.getSnapshot()).toBe(store.getSnapshot())
    store.subscribe(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getSnapshot()).toMatchObject({ purchase: { status: 'RELEASED' }, isFinal: true })
    const started = createPurchaseStore(purchaseClient('X'), {}, { id: 'p', secret: 's' })
    expect(started.getSnapshot()).toMatchObject({ status: 'loading', purchase: undefined })
    expect(Object.keys(started.getSnapshot())).toContain('error')
    store.destroy()
  })

  it('one purchase per id + token: the same ones in a new object change nothing, a new one aborts the old read', () => {
    const { client, reads } = heldClient()
    const store = createPurchaseStore(client, { intervalMs: 1000 })
    const seen: string[] = []
    store.subscribe(() => seen.push(store.getSnapshot().status))
    store.setParams({ id: 'a', secret: 's' })
    vi.advanceTimersByTime(0)
    store.setParams({ id: 'a', secret: 's' })
    vi.advanceTimersByTime(0)
    expect(reads.map((read) => read.id)).toEqual(['a'])
    store.setParams({ id: 'b', secret: 's' })
    vi.advanceTimersByTime(0)
    expect(reads[0]!.signal.aborted).toBe(true)
    expect(reads.map((read) => read.id)).toEqual(['a', 'b'])
    store.setParams({ id: 'b', secret: 'other token' })
    vi.advanceTimersByTime(0)
    expect(reads.at(-1)).toMatchObject({ id: 'b', secret: 'other token' })
    store.setParams(null)
    expect(reads.at(-1)!.signal.aborted).toBe(true)
    expect(store.getSnapshot().status).toBe('idle')
    expect(seen.at(-1)).toBe('idle')
    store.destroy()
  })

  it('reads only while someone listens; destroy ends it', () => {
    const { client, reads } = heldClient()
    const store = createPurchaseStore(client, {}, { id: 'a', secret: 's' })
    expect(reads).toHaveLength(0)
    const off = store.subscribe(() => {})
    expect(reads).toHaveLength(1)
    off()
    expect(reads[0]!.signal.aborted).toBe(true)
    store.subscribe(() => {})
    expect(reads).toHaveLength(2)
    store.destroy()
    expect(reads[1]!.signal.aborted).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('refuses anything but a purchase to follow with a TypeError, keeping the purchase it has', () => {
    const store = createPurchaseStore(purchaseClient('RELEASED'), {}, { id: 'a', secret: 's' })
    expect(() => store.setParams({ id: 7 } as unknown as { id: string; secret: string })).toThrow(
      TypeError,
    )
    expect(store.getSnapshot().status).toBe('loading')
    expect(() => createPurchaseStore({} as PurchaseClient)).toThrow(/legacy\.getPurchase/)
  })
})
