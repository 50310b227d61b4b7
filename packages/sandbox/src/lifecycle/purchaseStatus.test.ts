import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canTransitionPurchase,
  isPurchaseStatus,
  isTerminalPurchaseStatus,
  nextPurchaseStatus,
  PURCHASE_STATUSES,
  purchaseTransitions,
} from './purchaseStatus.js'

// The whole machine, written out by hand so a change to the tables shows up here.
const TABLE: Record<string, string[]> = {
  INITIALIZED: ['PAYMENT_STARTED', 'EXPIRED', 'CANCELLED'],
  PAYMENT_STARTED: ['PAYMENT_IN_PROGRESS', 'PAYMENT_FAILED', 'EXPIRED', 'CANCELLED'],
  PAYMENT_IN_PROGRESS: ['PAYMENT_EXECUTED', 'PAYMENT_FAILED'],
  PAYMENT_EXECUTED: ['RELEASING', 'RETURNED'],
  RELEASING: ['RELEASED', 'RETURNED'],
  RELEASED: [],
  PAYMENT_FAILED: [],
  EXPIRED: [],
  CANCELLED: [],
  RETURNED: [],
}

describe('purchase state machine', () => {
  it('knows exactly the statuses of the table', () => {
    expect([...PURCHASE_STATUSES].sort()).toEqual(Object.keys(TABLE).sort())
    for (const status of PURCHASE_STATUSES) expect(isPurchaseStatus(status)).toBe(true)
    expect(isPurchaseStatus('FIAT_SENT')).toBe(false)
  })

  it.each(Object.entries(TABLE))('from %s allows exactly %j', (from, allowed) => {
    expect(purchaseTransitions(from)).toEqual(allowed)
    for (const to of PURCHASE_STATUSES) {
      expect(canTransitionPurchase(from, to)).toBe(allowed.includes(to))
    }
    expect(isTerminalPurchaseStatus(from)).toBe(allowed.length === 0)
  })

  it('the happy path is one step at a time to RELEASED', () => {
    const path = ['INITIALIZED']
    for (let next = nextPurchaseStatus('INITIALIZED'); next; next = nextPurchaseStatus(next)) {
      path.push(next)
    }
    expect(path).toEqual([
      'INITIALIZED',
      'PAYMENT_STARTED',
      'PAYMENT_IN_PROGRESS',
      'PAYMENT_EXECUTED',
      'RELEASING',
      'RELEASED',
    ])
    expect(nextPurchaseStatus('EXPIRED')).toBeUndefined()
  })

  it('unknown or hostile statuses allow nothing (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (from, to) => {
        if (Object.hasOwn(TABLE, from)) return
        expect(purchaseTransitions(from)).toEqual([])
        expect(canTransitionPurchase(from, to)).toBe(false)
        expect(isTerminalPurchaseStatus(from)).toBe(false)
      }),
    )
    for (const hostile of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(purchaseTransitions(hostile)).toEqual([])
      expect(isTerminalPurchaseStatus(hostile)).toBe(false)
    }
  })
})
