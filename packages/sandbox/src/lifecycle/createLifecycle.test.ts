import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EVM_ADDRESS } from '../../test/helpers.js'
import { createPurchase } from '../records/createPurchase.js'
import { createSale } from '../records/createSale.js'
import { createState, type SandboxOptions } from '../state.js'
import { PURCHASE_HAPPY_PATH } from './purchaseStatus.js'

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00.000Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

function setup(lifecycle: SandboxOptions['lifecycle']) {
  const state = createState({ lifecycle })
  const purchase = () =>
    createPurchase(state, {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      amount: { kind: 'fiat', cents: 10_000n },
      receiverAddress: EVM_ADDRESS,
    }).purchase.id
  const sale = () =>
    createSale(state, {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      amount: { kind: 'fiat', cents: 10_000n },
    }).sale.id
  const status = (id: string) => state.store.getPurchase(id)!.purchase.status
  return { state, purchase, sale, status }
}

describe('lifecycle clock', () => {
  it('auto: a purchase takes one step every stepMs up to RELEASED, then no timer is left', () => {
    const { state, purchase, status } = setup({ auto: true, stepMs: 1000 })
    const id = purchase()
    const seen = [status(id)]
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(999)
      expect(status(id)).toBe(seen.at(-1))
      vi.advanceTimersByTime(1)
      seen.push(status(id))
    }
    // The happy path (purchaseStatus.test.ts spells it out), then RELEASED stays.
    expect(seen).toEqual([...PURCHASE_HAPPY_PATH, 'RELEASED'])
    const released = state.store.getPurchase(id)!.purchase
    expect(released.updatedAt).toBe('2026-03-01T10:00:05.000Z')
    expect(released.endTime).toBe('2026-03-01T10:00:05.000Z')
    expect(state.lifecycle.scheduled()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('auto: a sale is released one step after creation', () => {
    const { state, sale } = setup({ auto: true, stepMs: 500 })
    const id = sale()
    vi.advanceTimersByTime(499)
    expect(state.store.getSale(id)!.status).toBe('CREATED')
    vi.advanceTimersByTime(1)
    expect(state.store.getSale(id)!.status).toBe('RELEASED')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('auto: a manual step restarts the record’s timer; a failure stops it', () => {
    const { state, purchase, status } = setup({ auto: true, stepMs: 1000 })
    const id = purchase()
    vi.advanceTimersByTime(600)
    state.lifecycle.advancePurchase(id)
    vi.advanceTimersByTime(600)
    expect(status(id)).toBe('PAYMENT_STARTED')
    vi.advanceTimersByTime(400)
    expect(status(id)).toBe('PAYMENT_IN_PROGRESS')
    state.lifecycle.failPurchase(id, 'PAYMENT_FAILED')
    expect(state.lifecycle.scheduled()).toBe(0)
    vi.advanceTimersByTime(10_000)
    expect(status(id)).toBe('PAYMENT_FAILED')
  })

  it('auto: an expired sale is not released later', () => {
    const { state, sale } = setup({ auto: true, stepMs: 1000 })
    const id = sale()
    state.lifecycle.expireSale(id)
    vi.advanceTimersByTime(5000)
    expect(state.store.getSale(id)!.status).toBe('EXPIRED')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('reset and dispose clear every timer', () => {
    const { state, purchase, sale } = setup({ auto: true, stepMs: 1000 })
    purchase()
    purchase()
    sale()
    expect(state.lifecycle.scheduled()).toBe(3)
    state.reset()
    expect(state.lifecycle.scheduled()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
    purchase()
    expect(vi.getTimerCount()).toBe(1)
    state.dispose()
    expect(vi.getTimerCount()).toBe(0)
    // after dispose the clock no longer listens
    purchase()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('manual (the default): nothing moves by itself', () => {
    const { state, purchase, sale, status } = setup(undefined)
    const id = purchase()
    sale()
    vi.advanceTimersByTime(3_600_000)
    expect(status(id)).toBe('INITIALIZED')
    expect(state.lifecycle.auto).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it.each([0, -1, 1.5, Number.NaN, 2 ** 31])('rejects stepMs %s', (stepMs) => {
    expect(() => createState({ lifecycle: { auto: true, stepMs } })).toThrow(RangeError)
  })
})
