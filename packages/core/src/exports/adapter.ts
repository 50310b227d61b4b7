// @rampkit/core/adapter: what only the framework adapters (React, Vue, Svelte, @rampkit/element,
// @rampkit/react-native) need to bind core: the widget controller and the stores they subscribe
// to. Apps use the adapters, or @rampkit/core's main entry.
export type { BindableStore } from '../shared/store/BindableStore.js'
export {
  createPurchaseStore,
  type PurchaseStore,
  type PurchaseStoreSnapshot,
} from '../status/createPurchaseStore.js'
export {
  createSaleStore,
  type SaleStore,
  type SaleStoreSnapshot,
} from '../status/createSaleStore.js'
export type { IdlePurchaseSnapshot, IdleSaleSnapshot } from '../status/idleSnapshots.js'
export {
  createWidgetController,
  type WidgetController,
  type WidgetControllerOptions,
  type WidgetControllerSnapshot,
} from '../widget/controller/createWidgetController.js'
export {
  type MountedWidget,
  type MountWidgetOptions,
  mountWidget,
} from '../widget/controller/mountWidget.js'
export type { WidgetHandlers } from '../widget/controller/widgetHandlers.js'
