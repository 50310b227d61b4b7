import {
  createSaleStore,
  type SaleClient,
  type SaleToTrack,
  type SaleTrackerOptions,
  type SaleTrackerSnapshot,
} from './createSaleStore.js'
import type { SaleStatus } from './saleStatus.js'
import { transactionToTrack } from './transactionToTrack.js'

/**
 * What `createSaleTracker` returns: a store of one sale's details and status, polled while someone
 * listens until the status is final.
 */
export interface SaleTracker {
  getSnapshot(): SaleTrackerSnapshot
  /** Polling runs while someone listens, the page is visible and the sale is not final. */
  subscribe(listener: () => void): () => void
  /** Reads now (details while none were read, and the status); never rejects. */
  refresh(): Promise<void>
  /**
   * Sets the status from a source that pushes (server-sent events, a socket). Throws a
   * TypeError for anything but `CREATED`, `RELEASED` or `EXPIRED`; ignored once final.
   */
  setStatus(status: SaleStatus): void
  /** Stops polling and drops every listener. */
  destroy(): void
}

/**
 * Follows one sale. The host API has no sale status (spec 2.9 and 3: a ServiceSale carries
 * none; it shows only in the webhook calls), so the tracker holds the sale's details from
 * `getSale` (`GET /host-api/offramp/sale/{id}?secret=`) and takes its status, `CREATED` →
 * `RELEASED` | `EXPIRED`, from `readStatus` or `setStatus`, which the host feeds from its
 * webhook receiver. Without either, `saleStatus` stays `undefined`.
 *
 * Polling follows the purchase tracker: nothing before the first `subscribe`, paused without
 * listeners and while the page is hidden, backoff after failures (a detail read that will not
 * pass, such as a 404, is not tried again), ended by a final status or `destroy`. The view
 * token never appears in a thrown message or the snapshot's errors.
 *
 * It is `createSaleStore` held to one sale.
 */
export function createSaleTracker(
  client: SaleClient,
  sale: SaleToTrack,
  options: SaleTrackerOptions = {},
): SaleTracker {
  const { setParams: _followsOneSale, ...tracker } = createSaleStore(client, options, sale)
  // `null` would make an idle store: a tracker refuses it as any other non-sale.
  if (sale == null) transactionToTrack('createSaleTracker', 'sale', {})
  return tracker as SaleTracker
}
