// Purchase progress after the widget: the tracker and the statuses that end a purchase.
export {
  createPurchaseTracker,
  DEFAULT_PURCHASE_POLL_MS,
  type PurchaseClient,
  type PurchaseTracker,
  type PurchaseTrackerOptions,
  type PurchaseTrackerSnapshot,
} from './createPurchaseTracker.js'
export {
  FINAL_PURCHASE_STATUSES,
  type FinalPurchaseStatus,
  isFinalPurchaseStatus,
} from './purchaseStatus.js'
