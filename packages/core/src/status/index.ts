// Purchase and sale progress after the widget: the trackers and the statuses that end them.
// The stores the adapters bind (any purchase or sale, switched by `setParams`) are adapter
// plumbing: `@rampkit/core/adapter`.
export {
  DEFAULT_PURCHASE_POLL_MS,
  type PurchaseClient,
  type PurchaseToTrack,
  type PurchaseTrackerOptions,
  type PurchaseTrackerSnapshot,
} from './createPurchaseStore.js'
export { createPurchaseTracker, type PurchaseTracker } from './createPurchaseTracker.js'
export {
  DEFAULT_SALE_POLL_MS,
  type SaleClient,
  type SaleStatusSource,
  type SaleToTrack,
  type SaleTrackerOptions,
  type SaleTrackerSnapshot,
} from './createSaleStore.js'
export { createSaleTracker, type SaleTracker } from './createSaleTracker.js'
export {
  FINAL_PURCHASE_STATUSES,
  type FinalPurchaseStatus,
  isFinalPurchaseStatus,
} from './purchaseStatus.js'
export { isFinalSaleStatus, isSaleStatus, SALE_STATUSES, type SaleStatus } from './saleStatus.js'
