// Purchase and sale progress after the widget: the trackers and the statuses that end them.
export {
  createPurchaseTracker,
  DEFAULT_PURCHASE_POLL_MS,
  type PurchaseClient,
  type PurchaseToTrack,
  type PurchaseTracker,
  type PurchaseTrackerOptions,
  type PurchaseTrackerSnapshot,
} from './createPurchaseTracker.js'
export {
  createSaleTracker,
  DEFAULT_SALE_POLL_MS,
  type SaleClient,
  type SaleStatusSource,
  type SaleToTrack,
  type SaleTracker,
  type SaleTrackerOptions,
  type SaleTrackerSnapshot,
} from './createSaleTracker.js'
export { createTrackerSwitch, type TrackerSwitch } from './createTrackerSwitch.js'
export {
  IDLE_PURCHASE_SNAPSHOT,
  IDLE_SALE_SNAPSHOT,
  type IdlePurchaseSnapshot,
  type IdleSaleSnapshot,
} from './idleSnapshots.js'
export {
  FINAL_PURCHASE_STATUSES,
  type FinalPurchaseStatus,
  isFinalPurchaseStatus,
} from './purchaseStatus.js'
export { isFinalSaleStatus, isSaleStatus, SALE_STATUSES, type SaleStatus } from './saleStatus.js'
export {
  createPurchaseStore,
  createSaleStore,
  type PurchaseStoreSnapshot,
  type SaleStoreSnapshot,
  type TrackerStore,
} from './trackerStores.js'
export { trackingKey } from './trackingKey.js'
