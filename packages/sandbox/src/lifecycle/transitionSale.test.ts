import { describe, expect, it } from 'vitest'
import { SandboxError } from '../errors.js'
import { createSale } from '../records/createSale.js'
import { createState } from '../state.js'
import type { StoreEvent } from '../store.js'
import { transitionSale } from './transitionSale.js'

function setup() {
  let time = Date.parse('2026-03-01T10:00:00.000Z')
  const state = createState({ now: () => time })
  const record = createSale(state, {
    cryptoAssetSymbol: 'ETH_ETH',
    fiatCurrency: 'EUR',
    amount: { kind: 'fiat', cents: 10_000n },
  })
  const events: StoreEvent['type'][] = []
  state.store.subscribe((event) => events.push(event.type))
  return { state, record, events, tick: () => (time += 5000) }
}

describe('transitionSale', () => {
  it('a new sale is CREATED, stamped with its creation time', () => {
    const { record } = setup()
    expect(record.status).toBe('CREATED')
    expect(record.updatedAt).toBe(record.sale.createdAt)
  })

  it.each(['RELEASED', 'EXPIRED'] as const)('CREATED → %s, then nothing more', (to) => {
    const { state, record, events, tick } = setup()
    const saleBefore = record.sale
    tick()
    const after = transitionSale(state, record.sale.id, to)
    expect(after.status).toBe(to)
    expect(after.updatedAt).toBe('2026-03-01T10:00:05.000Z')
    // ServiceSale has no status: the answered object does not change
    expect(after.sale).toBe(saleBefore)
    expect(after.sale).not.toHaveProperty('status')
    expect(events).toEqual(['sale.updated'])
    for (const again of ['RELEASED', 'EXPIRED'] as const) {
      const error = (() => {
        try {
          transitionSale(state, record.sale.id, again)
        } catch (e) {
          return e as SandboxError
        }
      })()
      expect(error).toBeInstanceOf(SandboxError)
      expect(error?.toBody()).toMatchObject({
        code: 'INVALID_TRANSITION',
        status: to,
        to: again,
        allowed: [],
      })
    }
    expect(events).toEqual(['sale.updated'])
  })

  it('an unknown id is NOT_FOUND', () => {
    const { state } = setup()
    expect(() => transitionSale(state, 'nope', 'RELEASED')).toThrow('no sale with this id')
  })
})
