import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS } from '../../test/helpers.js'
import { SandboxError } from '../errors.js'
import { createPurchase } from '../records/createPurchase.js'
import { createState } from '../state.js'
import type { StoreEvent } from '../store.js'
import { PURCHASE_STATUSES, type PurchaseStatus, purchaseTransitions } from './purchaseStatus.js'
import { advancePurchase, transitionPurchase } from './transitionPurchase.js'

const T0 = Date.parse('2026-03-01T10:00:00.000Z')

function setup(assetId = 'ETH_USDC', receiverAddress = EVM_ADDRESS) {
  let time = T0
  const state = createState({ now: () => time })
  const events: StoreEvent[] = []
  state.store.subscribe((event) => events.push(event))
  const { purchase } = createPurchase(state, {
    cryptoAssetSymbol: assetId,
    fiatCurrency: 'EUR',
    amount: { kind: 'fiat', cents: 10_000n },
    receiverAddress,
  })
  events.length = 0
  return {
    state,
    events,
    id: purchase.id,
    created: purchase,
    tick(ms = 1000) {
      time += ms
    },
  }
}

// Drives a new purchase to `status` along allowed steps.
function reach(ctx: ReturnType<typeof setup>, status: PurchaseStatus) {
  const routes: Record<PurchaseStatus, PurchaseStatus[]> = {
    INITIALIZED: [],
    PAYMENT_STARTED: ['PAYMENT_STARTED'],
    PAYMENT_IN_PROGRESS: ['PAYMENT_STARTED', 'PAYMENT_IN_PROGRESS'],
    PAYMENT_EXECUTED: ['PAYMENT_STARTED', 'PAYMENT_IN_PROGRESS', 'PAYMENT_EXECUTED'],
    RELEASING: ['PAYMENT_STARTED', 'PAYMENT_IN_PROGRESS', 'PAYMENT_EXECUTED', 'RELEASING'],
    RELEASED: [
      'PAYMENT_STARTED',
      'PAYMENT_IN_PROGRESS',
      'PAYMENT_EXECUTED',
      'RELEASING',
      'RELEASED',
    ],
    PAYMENT_FAILED: ['PAYMENT_STARTED', 'PAYMENT_FAILED'],
    EXPIRED: ['EXPIRED'],
    CANCELLED: ['CANCELLED'],
    RETURNED: ['PAYMENT_STARTED', 'PAYMENT_IN_PROGRESS', 'PAYMENT_EXECUTED', 'RETURNED'],
  }
  for (const step of routes[status]) transitionPurchase(ctx.state, ctx.id, step)
  ctx.events.length = 0
}

function thrown(fn: () => unknown): SandboxError {
  try {
    fn()
  } catch (error) {
    if (error instanceof SandboxError) return error
    throw error
  }
  throw new Error('expected a SandboxError')
}

describe('transitionPurchase', () => {
  const pairs = PURCHASE_STATUSES.flatMap((from) =>
    PURCHASE_STATUSES.map((to) => [from, to] as const),
  )

  it.each(pairs)('%s → %s follows the table', (from, to) => {
    const ctx = setup()
    reach(ctx, from)
    const before = ctx.state.store.getPurchase(ctx.id)!.purchase
    ctx.tick(60_000)
    if (purchaseTransitions(from).includes(to)) {
      const after = transitionPurchase(ctx.state, ctx.id, to)
      const now = new Date(T0 + 60_000).toISOString()
      expect(after.status).toBe(to)
      expect(after.updatedAt).toBe(now)
      expect(after.createdAt).toBe(ctx.created.createdAt)
      // endTime is the deadline while open, the moment it ended once final
      const final = ['RELEASED', 'PAYMENT_FAILED', 'EXPIRED', 'CANCELLED', 'RETURNED'].includes(to)
      expect(after.endTime).toBe(final ? now : ctx.created.endTime)
      if (to === 'RELEASED') expect(after.finalTxHash).toMatch(/^0x[0-9a-f]{64}$/)
      else expect(after.finalTxHash).toBeNull()
      expect(ctx.events).toEqual([
        { type: 'purchase.updated', record: ctx.state.store.getPurchase(ctx.id), previous: before },
      ])
    } else {
      const error = thrown(() => transitionPurchase(ctx.state, ctx.id, to))
      expect(error.code).toBe('INVALID_TRANSITION')
      expect(error.status).toBe(409)
      expect(error.toBody()).toMatchObject({ status: from, to, allowed: purchaseTransitions(from) })
      expect(ctx.state.store.getPurchase(ctx.id)!.purchase).toBe(before)
      expect(ctx.events).toEqual([])
    }
  })

  it('an unknown id is NOT_FOUND', () => {
    const ctx = setup()
    expect(thrown(() => transitionPurchase(ctx.state, 'nope', 'PAYMENT_STARTED')).code).toBe(
      'NOT_FOUND',
    )
  })

  it('the final transaction hash has the chain’s shape', () => {
    const ctx = setup('BTC_BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    reach(ctx, 'RELEASED')
    expect(ctx.state.store.getPurchase(ctx.id)!.purchase.finalTxHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('any sequence of attempted steps keeps the invariants (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PURCHASE_STATUSES), { maxLength: 12 }), (steps) => {
        const ctx = setup()
        let last = ctx.created
        for (const to of steps) {
          ctx.tick()
          const allowed = purchaseTransitions(last.status).includes(to)
          if (allowed) last = transitionPurchase(ctx.state, ctx.id, to)
          else expect(() => transitionPurchase(ctx.state, ctx.id, to)).toThrow(SandboxError)
          const current = ctx.state.store.getPurchase(ctx.id)!.purchase
          expect(current).toBe(last)
          expect(current.finalTxHash !== null).toBe(current.status === 'RELEASED')
          expect(Date.parse(current.updatedAt)).toBeGreaterThanOrEqual(
            Date.parse(current.createdAt),
          )
        }
      }),
      { numRuns: 200 },
    )
  })
})

describe('advancePurchase', () => {
  it('takes one step, or every step up to `to`, each notified', () => {
    const ctx = setup()
    expect(advancePurchase(ctx.state, ctx.id).status).toBe('PAYMENT_STARTED')
    // the record is updated in place: read each status when it is announced
    const seen: string[] = []
    ctx.state.store.subscribe((e) => {
      if (e.type === 'purchase.updated')
        seen.push(`${e.previous.status}→${e.record.purchase.status}`)
    })
    expect(advancePurchase(ctx.state, ctx.id, 'RELEASED').status).toBe('RELEASED')
    expect(seen).toEqual([
      'PAYMENT_STARTED→PAYMENT_IN_PROGRESS',
      'PAYMENT_IN_PROGRESS→PAYMENT_EXECUTED',
      'PAYMENT_EXECUTED→RELEASING',
      'RELEASING→RELEASED',
    ])
  })

  it.each([
    ['RELEASED', undefined],
    ['PAYMENT_EXECUTED', 'PAYMENT_STARTED'],
    ['PAYMENT_EXECUTED', 'PAYMENT_EXECUTED'],
    ['EXPIRED', 'RELEASED'],
  ] as const)('from %s to %s is INVALID_TRANSITION', (from, to) => {
    const ctx = setup()
    reach(ctx, from)
    const error = thrown(() => advancePurchase(ctx.state, ctx.id, to))
    expect([error.code, error.status]).toEqual(['INVALID_TRANSITION', 409])
    expect(error.toBody()).toMatchObject({ status: from, allowed: purchaseTransitions(from) })
    expect(ctx.events).toEqual([])
  })
})
