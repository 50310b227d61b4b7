import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isFinalSaleStatus, isSaleStatus, SALE_STATUSES } from './saleStatus.js'

describe('sale statuses', () => {
  it('are the three the sale webhook calls name; two of them end a sale', () => {
    expect(SALE_STATUSES).toEqual(['CREATED', 'RELEASED', 'EXPIRED'])
    expect(Object.isFrozen(SALE_STATUSES)).toBe(true)
    expect(SALE_STATUSES.filter(isFinalSaleStatus)).toEqual(['RELEASED', 'EXPIRED'])
  })

  it('nothing else is a sale status', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const known = (SALE_STATUSES as readonly unknown[]).includes(value)
        expect(isSaleStatus(value)).toBe(known)
        if (!known) expect(isFinalSaleStatus(value)).toBe(false)
      }),
    )
    for (const value of ['created', 'Released', ' EXPIRED', '', null]) {
      expect(isSaleStatus(value)).toBe(false)
    }
  })
})
