import type { ChainSettlement } from '../chain/chainSettlement.js'
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
  /** With `--evm-rpc`: RELEASED waits for the crypto's transaction, a sale for the host's. */
  readonly chain?: ChainSettlement
}

/**
 * Moves a purchase to `to` and stamps it: `updatedAt` always, `finalTxHash` on RELEASED,
 * `endTime` (until then the deadline) the moment it reaches a final status. On a chain
 * (`context.chain`), RELEASED first sends the crypto and the purchase stays where it is until
 * that transaction is mined; then it moves with that transaction's hash as `finalTxHash`.
 *
 * @throws {SandboxError} `NOT_FOUND` for an unknown id, `INVALID_TRANSITION` (409) when the
 *   state machine has no such step from the current status
 */
export function transitionPurchase(
  context: LifecycleContext,
  id: string,
  to: PurchaseStatus,
  finalTxHash?: string,
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
  const { chain } = context
  if (to === 'RELEASED' && finalTxHash === undefined && chain?.settles(record.assetId)) {
    chain.releasePurchase(record, (hash) => transitionPurchase(context, id, 'RELEASED', hash))
    return record.purchase
  }
  const time = new Date(context.now()).toISOString()
  const patch: Partial<ServicePurchase> = { status: to, updatedAt: time }
  if (to === 'RELEASED') {
    patch.finalTxHash = finalTxHash ?? fakeTxHash(record.assetId.split('_', 1)[0]!)
  }
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
    const next = transitionPurchase(context, id, nextPurchaseStatus(purchase.status)!)
    // RELEASED waits for the chain (see transitionPurchase): the step follows when it is mined.
    if (next.status === purchase.status) break
    purchase = next
  }
  return purchase
}
