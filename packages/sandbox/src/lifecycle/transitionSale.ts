import { SandboxError } from '../errors.js'
import type { SaleRecord } from '../store.js'
import { canTransitionSale, type SaleStatus, saleTransitions } from './saleStatus.js'
import type { LifecycleContext } from './transitionPurchase.js'

/**
 * Moves a sale to RELEASED or EXPIRED. On a chain (`context.chain`), a sale of its assets is
 * released only once the host's transaction moved the asked crypto to its deposit address.
 *
 * @throws {SandboxError} `NOT_FOUND` for an unknown id, `INVALID_TRANSITION` (409) when the
 *   sale already ended or still waits for its crypto (`waiting`: why)
 */
export function transitionSale(context: LifecycleContext, id: string, to: SaleStatus): SaleRecord {
  const record = context.store.getSale(id)
  if (!record) throw new SandboxError('NOT_FOUND', 'no sale with this id')
  if (!canTransitionSale(record.status, to)) {
    throw new SandboxError('INVALID_TRANSITION', `a ${record.status} sale cannot become ${to}`, {
      status: record.status,
      to,
      allowed: saleTransitions(record.status),
    })
  }
  const waits = to === 'RELEASED' ? context.chain?.saleWaits(record) : undefined
  if (waits !== undefined) {
    throw new SandboxError('INVALID_TRANSITION', `the sale waits for its crypto: ${waits}`, {
      status: record.status,
      to,
      waiting: waits,
    })
  }
  const updatedAt = new Date(context.now()).toISOString()
  return context.store.updateSale(id, { status: to, updatedAt })!
}
