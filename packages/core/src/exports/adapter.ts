// @rampkit/core/adapter: what only the framework adapters (React, Vue, Svelte, @rampkit/element,
// @rampkit/react-native) need to bind core: the widget controller and the stores they subscribe
// to, the store engine and the asset store they build on, the checks the element and React
// Native make on a configuration, and React Native's bridge to the widget in its WebView. Apps use
// the adapters, or @rampkit/core's main entry.
export {
  type AssetsSnapshot,
  type AssetsStore,
  type AssetsStoreOptions,
  createAssetsStore,
} from '../quotes/createAssetsStore.js'
export type { AssetsConfigFor } from '../quotes/types.js'
export type { BindableStore } from '../shared/store/BindableStore.js'
export {
  createResourceStore,
  type PreparedRequest,
  type ResourceStoreOptions,
} from '../shared/store/createResourceStore.js'
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
export { WIDGET_CONFIG_KEYS } from '../widget/config/constants.js'
export type { WidgetConfigKey } from '../widget/config/types.js'
// The table of variants' readers the element and the sandbox's stand-in widget use.
export {
  isDismissible,
  isEmbeddedVariant,
  isHostedVariant,
  isOverlay,
  variantKind,
  type WidgetVariantKind,
} from '../widget/config/variants.js'
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
export { widgetConfigKey } from '../widget/controller/widgetConfigKey.js'
export type { WidgetHandlers } from '../widget/controller/widgetHandlers.js'
export {
  answerMobileRequest,
  type MobileReply,
  type MobileRequestHandlers,
  type MobileWidgetMessage,
  mobileReplyScript,
  readMobileWidgetMessage,
} from '../widget/mount/mobileBridge.js'
export { DEFAULT_LOAD_TIMEOUT_MS } from '../widget/mount/watchLoad.js'
export {
  buildMobileWidgetUrl,
  type MobileSdkType,
  type MobileWidgetUrlOptions,
} from '../widget/url/mobileWidgetUrl.js'
