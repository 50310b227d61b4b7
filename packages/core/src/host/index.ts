// Framework-free pieces that the React, Vue and Svelte adapters and the example apps share.
export {
  appendWidgetEvent,
  checkEventLogSize,
  DEFAULT_EVENT_LOG_SIZE,
} from './appendWidgetEvent.js'
export {
  createPurchaseTracker,
  DEFAULT_PURCHASE_POLL_MS,
  type PurchaseClient,
  type PurchaseTracker,
  type PurchaseTrackerOptions,
  type PurchaseTrackerSnapshot,
} from './createPurchaseTracker.js'
export {
  createWidgetController,
  type WidgetController,
  type WidgetControllerOptions,
  type WidgetControllerSnapshot,
} from './createWidgetController.js'
export { describeWidgetEvent } from './describeWidgetEvent.js'
export {
  type EmbeddedWidgetConfig,
  type MountedWidget,
  type MountWidgetOptions,
  mountWidget,
} from './mountWidget.js'
export {
  FINAL_PURCHASE_STATUSES,
  type FinalPurchaseStatus,
  isFinalPurchaseStatus,
} from './purchaseStatus.js'
export { widgetConfigKey, widgetNeedsRemount } from './widgetConfigKey.js'
export type { WidgetHandlers } from './widgetHandlers.js'
