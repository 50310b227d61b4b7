import {
  createPurchaseStore,
  type PurchaseClient,
  type PurchaseToTrack,
  type PurchaseTrackerOptions,
  type PurchaseTrackerSnapshot,
} from './createPurchaseStore.js'
import { transactionToTrack } from './transactionToTrack.js'

/**
 * What `createPurchaseTracker` returns: a store of one purchase's details, polled while someone
 * listens until its status is final.
 */
export interface PurchaseTracker {
  getSnapshot(): PurchaseTrackerSnapshot
  /** Polling runs while someone listens, the page is visible and the purchase is not final. */
  subscribe(listener: () => void): () => void
  /** Reads now (also after a final status); resolves when done. Never rejects. */
  refresh(): Promise<void>
  /** Stops polling and drops every listener. */
  destroy(): void
}

/**
 * Follows one purchase (`GET /host-api/purchase/{id}?secret=`, the view token as secret) until
 * its status is final (`isFinalPurchaseStatus`). Fed by the widget's `PURCHASE_CREATED`
 * payload or by an id and view token the host stored (to resume after a reload).
 *
 * - Nothing starts before the first `subscribe` or `refresh`; the last listener leaving pauses
 *   polling (a read in flight is aborted), and `destroy` ends it.
 * - While the page is hidden, the next read waits until the page is shown again.
 * - Read errors that may pass (network, timeout, 429, 5xx) keep the last purchase and retry
 *   with a doubling wait (at least `Retry-After`); others (a wrong id or token answers 404)
 *   stop polling.
 * - The view token never appears in a thrown message or the snapshot's errors (the client
 *   redacts it).
 *
 * It is `createPurchaseStore` held to one purchase.
 */
export function createPurchaseTracker(
  client: PurchaseClient,
  purchase: PurchaseToTrack,
  options: PurchaseTrackerOptions = {},
): PurchaseTracker {
  const { setParams: _followsOnePurchase, ...tracker } = createPurchaseStore(
    client,
    options,
    purchase,
  )
  // `null` would make an idle store: a tracker refuses it as any other non-purchase.
  if (purchase == null) transactionToTrack('createPurchaseTracker', 'purchase', {})
  return tracker as PurchaseTracker
}
