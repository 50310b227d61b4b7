import { SandboxError } from '../errors.js'
import type { SandboxStore } from '../store.js'
import type { ServicePurchase } from '../types.js'
import { fakeTxHash } from './fakeTxHash.js'
import {
  canTransitionPurchase,
  isTerminalPurchaseStatus,
  nextPurchaseStatus,
  PURCHASE_HAPPY_PATH,
  type PurchaseStatus,
  purchaseTransitions,
} from './purchaseStatus.js'

export interface LifecycleContext {
  readonly store: SandboxStore
  now(): number
}

/**
 * Moves a purchase to `to` and stamps it: `updatedAt` always, `finalTxHash` on RELEASED,
 * `endTime` (until then the deadline) the moment it reaches a final status.
 *
 * @throws {SandboxError} `NOT_FOUND` for an unknown id, `INVALID_TRANSITION` (409) when the
 *   state machine has no such step from the current status
 */
export function transitionPurchase(
  context: LifecycleContext,
  id: string,
  to: PurchaseStatus,
): ServicePurchase {
  const record = context.store.getPurchase(id)
  if (!record) throw new SandboxError('NOT_FOUND', 'no purchase with this id')
  const from = record.purchase.status
  if (!canTransitionPurchase(from, to)) {
    throw new SandboxError('INVALID_TRANSITION', `a ${from} purchase cannot become ${to}`, {
      status: from,
      to,
      allowed: purchaseTransitions(from),
    })
  }
  const time = new Date(context.now()).toISOString()
  const patch: Partial<ServicePurchase> = { status: to, updatedAt: time }
  if (to === 'RELEASED') patch.finalTxHash = fakeTxHash(record.assetId.split('_', 1)[0]!)
  if (isTerminalPurchaseStatus(to)) patch.endTime = time
  return context.store.updatePurchase(id, patch)!.purchase
}

/**
 * One step along the happy path, or every step up to `to` (each one notified, so observers
 * see the whole path).
 *
 * @throws {SandboxError} `INVALID_TRANSITION` from a final status, or when `to` is not ahead
 */
export function advancePurchase(
  context: LifecycleContext,
  id: string,
  to?: PurchaseStatus,
): ServicePurchase {
  const record = context.store.getPurchase(id)
  if (!record) throw new SandboxError('NOT_FOUND', 'no purchase with this id')
  const from = record.purchase.status
  const path = PURCHASE_HAPPY_PATH as readonly string[]
  const target = to ?? nextPurchaseStatus(from)
  if (target === undefined || path.indexOf(target) <= path.indexOf(from)) {
    throw new SandboxError(
      'INVALID_TRANSITION',
      target === undefined
        ? `a ${from} purchase cannot advance`
        : `a ${from} purchase cannot advance to ${target}`,
      {
        status: from,
        ...(target === undefined ? {} : { to: target }),
        allowed: purchaseTransitions(from),
      },
    )
  }
  let purchase = record.purchase
  while (purchase.status !== target) {
    purchase = transitionPurchase(context, id, nextPurchaseStatus(purchase.status)!)
  }
  return purchase
}
