// @rampkit/core/compat: the official SDK's (`@ramp-network/ramp-instant-sdk` 6.2) public
// surface on top of rampkit's widget launcher. A host migrates by changing its import.
export type {
  RampInstantConfig,
  RampInstantConfigBase,
  RampInstantFlow,
  RampInstantPaymentMethodType,
  RampInstantSignedUrlConfig,
  RampInstantTraditionalConfig,
  RampInstantWidgetVariantTypes,
} from '../compat/config.js'
export type {
  AppVersionEvent,
  OfframpSaleCreatedEvent,
  PurchaseCreatedEvent,
  RampInstantAllEvents,
  RampInstantAssetInfo,
  RampInstantEvent,
  RampInstantEventOf,
  RampInstantEvents,
  RampInstantInternalEvents,
  RampInstantOfframpSale,
  RampInstantPurchase,
  RequestCryptoAccountEvent,
  SendCryptoEvent,
  WidgetCloseEvent,
  WidgetCloseRequestCancelledEvent,
  WidgetCloseRequestConfirmedEvent,
  WidgetCloseRequestEvent,
  WidgetConfigDoneEvent,
  WidgetConfigFailedEvent,
  WidgetEventInvalidEvent,
  WidgetOpenFailedEvent,
} from '../compat/events.js'
export {
  type RampInstantAllEventTypes,
  RampInstantEventTypes,
  type RampInstantInternalEventTypes,
  type RampkitExtraEventTypes,
} from '../compat/eventTypes.js'
export {
  type RampInstantCryptoAccount,
  type RampInstantDomNodes,
  type RampInstantRequestCryptoAccountCallback,
  RampInstantSDK,
  type RampInstantSendCryptoCallback,
} from '../compat/RampInstantSDK.js'
export { WidgetConfigError } from '../widget/config/WidgetConfigError.js'
export { WidgetEnvironmentError } from '../widget/mount/environment.js'
