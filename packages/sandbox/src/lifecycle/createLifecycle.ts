import type { StoreEvent } from '../store.js'
import {
  isTerminalPurchaseStatus,
  nextPurchaseStatus,
  type PurchaseFailure,
  type PurchaseStatus,
} from './purchaseStatus.js'
import { checkDuration, realTimers, type Timers } from './timers.js'
import { advancePurchase, type LifecycleContext, transitionPurchase } from './transitionPurchase.js'
import { transitionSale } from './transitionSale.js'

/**
 * How purchases and sales move: automatically every `stepMs` milliseconds, or (the default) only
 * when the control API moves them.
 */
export interface LifecycleOptions {
  /**
   * Move every open purchase one step along the happy path, and release every open sale, each
   * `stepMs` after its last change. Default false (`createSandbox`); the CLI turns it on.
   */
  auto?: boolean
  /** Length of one automatic step, ms (default 2000). */
  stepMs?: number
}

export const DEFAULT_LIFECYCLE_STEP_MS = 2000

/**
 * The status clock of a sandbox's purchases and sales: manual steps (which throw `SandboxError`
 * `NOT_FOUND` or `INVALID_TRANSITION`), plus one timer per open record in auto mode.
 */
export interface Lifecycle {
  readonly auto: boolean
  readonly stepMs: number
  advancePurchase(id: string, to?: PurchaseStatus): ReturnType<typeof advancePurchase>
  failPurchase(id: string, reason: PurchaseFailure): ReturnType<typeof transitionPurchase>
  releaseSale(id: string): ReturnType<typeof transitionSale>
  expireSale(id: string): ReturnType<typeof transitionSale>
  /** How many automatic steps are scheduled (one per open record in auto mode). */
  scheduled(): number
  /** Stops every timer and stops listening; the store keeps its records. */
  dispose(): void
}

/**
 * The lifecycle clock: the manual operations the control API calls, plus, in auto mode, one
 * timer per open purchase or sale that takes the next step. Timers follow store events, so a
 * manual step restarts the record's timer and a reset clears them all.
 */
export function createLifecycle(
  context: LifecycleContext,
  options: LifecycleOptions = {},
  timers: Timers = realTimers,
): Lifecycle {
  const auto = options.auto ?? false
  const stepMs = checkDuration('lifecycle.stepMs', options.stepMs ?? DEFAULT_LIFECYCLE_STEP_MS, 1)
  const pending = new Map<string, unknown>()

  function cancel(key: string) {
    if (!pending.has(key)) return
    timers.clearTimeout(pending.get(key))
    pending.delete(key)
  }

  function arm(key: string, step: () => void) {
    cancel(key)
    const handle = timers.setTimeout(() => {
      pending.delete(key)
      try {
        step()
      } catch {
        // The record moved on or was dropped in between: nothing to do.
      }
    }, stepMs)
    pending.set(key, handle)
  }

  function onEvent(event: StoreEvent) {
    switch (event.type) {
      case 'purchase.created':
      case 'purchase.updated': {
        const { id, status } = event.record.purchase
        const key = `purchase:${id}`
        if (!auto || isTerminalPurchaseStatus(status) || !nextPurchaseStatus(status)) cancel(key)
        else arm(key, () => advancePurchase(context, id))
        break
      }
      case 'sale.created':
      case 'sale.updated': {
        const { record } = event
        const key = `sale:${record.sale.id}`
        if (!auto || record.status !== 'CREATED') cancel(key)
        else arm(key, () => transitionSale(context, record.sale.id, 'RELEASED'))
        break
      }
      case 'reset':
        for (const key of [...pending.keys()]) cancel(key)
        break
    }
  }

  const unsubscribe = context.store.subscribe(onEvent)

  return {
    auto,
    stepMs,
    advancePurchase: (id, to) => advancePurchase(context, id, to),
    failPurchase: (id, reason) => transitionPurchase(context, id, reason),
    releaseSale: (id) => transitionSale(context, id, 'RELEASED'),
    expireSale: (id) => transitionSale(context, id, 'EXPIRED'),
    scheduled: () => pending.size,
    dispose() {
      unsubscribe()
      for (const key of [...pending.keys()]) cancel(key)
    },
  }
}
