import { describe, expect, it } from 'vitest'
import { FINAL_PURCHASE_STATUSES, isFinalPurchaseStatus } from './purchaseStatus.js'

describe('isFinalPurchaseStatus', () => {
  it('is true for finished purchases only', () => {
    for (const status of FINAL_PURCHASE_STATUSES) expect(isFinalPurchaseStatus(status)).toBe(true)
    for (const status of ['INITIALIZED', 'PAYMENT_STARTED', 'RELEASING', 'released', '', null, 1]) {
      expect(isFinalPurchaseStatus(status)).toBe(false)
    }
    expect(Object.isFrozen(FINAL_PURCHASE_STATUSES)).toBe(true)
  })
})
