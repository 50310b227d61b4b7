import { describe, expect, it } from 'vitest'
import { canTransitionSale, SALE_STATUSES, saleTransitions } from './saleStatus.js'

describe('sale state machine', () => {
  it.each([
    ['CREATED', ['RELEASED', 'EXPIRED']],
    ['RELEASED', []],
    ['EXPIRED', []],
    ['__proto__', []],
  ])('from %s allows exactly %j', (from, allowed) => {
    expect(saleTransitions(from)).toEqual(allowed)
    for (const to of [...SALE_STATUSES, 'nope']) {
      expect(canTransitionSale(from, to)).toBe(allowed.includes(to))
    }
  })
})
