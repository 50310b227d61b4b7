export {
  DEPRECATED_PAYMENT_METHODS,
  EMBEDDED_WIDGET_VARIANTS,
  HOSTED_WIDGET_VARIANTS,
  PRODUCTION_WIDGET_URL,
  WIDGET_CONFIG_KEYS,
  WIDGET_FLOWS,
  WIDGET_PAYMENT_METHODS,
  WIDGET_URL_EXTRA_KEYS,
  WIDGET_VARIANTS,
} from './config/constants.js'
export { resolveWidgetFlows } from './config/resolveWidgetFlows.js'
export type {
  DeprecatedPaymentMethodName,
  EmbeddedWidgetVariant,
  HostedWidgetVariant,
  OverlayWidgetVariant,
  ParsedWidgetUrl,
  ValidatedWidgetConfig,
  WidgetConfig,
  WidgetConfigIssue,
  WidgetConfigKey,
  WidgetConfigValidation,
  WidgetFlow,
  WidgetUrlConfig,
  WidgetUrlExtra,
  WidgetVariant,
} from './config/types.js'
export {
  type ValidateWidgetConfigOptions,
  validateWidgetConfig,
  validateWidgetConfigOrThrow,
} from './config/validateWidgetConfig.js'
export {
  isElementLike,
  isEmbeddedVariant,
  isHostedVariant,
  isWidgetVariant,
} from './config/variants.js'
export { WidgetConfigError } from './config/WidgetConfigError.js'
export {
  type CryptoAccount,
  createWidget,
  type LauncherOptions,
  type RequestCryptoAccountHandler,
  type SendCryptoHandler,
  type SendCryptoResult,
  type WidgetElements,
  type WidgetInstance,
} from './mount/createWidget.js'
export { WidgetEnvironmentError } from './mount/environment.js'
export type { WidgetMessage } from './mount/events.js'
export {
  type AppVersionPayload,
  type PurchaseCreatedPayload,
  type RequestCryptoAccountPayload,
  type SaleCreatedPayload,
  type SendCryptoPayload,
  WIDGET_EVENT_TYPES,
  type WidgetConfigFailedPayload,
  type WidgetEvent,
  type WidgetEventHandler,
  type WidgetEventInvalidPayload,
  type WidgetEventOf,
  type WidgetEventType,
  type WidgetOpenFailedPayload,
} from './mount/events.js'
export { IFRAME_ALLOW } from './mount/frame.js'
export {
  answerMobileRequest,
  type MobileReply,
  type MobileRequestHandlers,
  type MobileWidgetMessage,
  mobileReplyScript,
  readMobileWidgetMessage,
} from './mount/mobileBridge.js'
export {
  createEmbeddedWidget,
  createHostedWidget,
  createOverlayWidget,
  type EmbeddedOnlyConfig,
  type HostedOnlyConfig,
  type OneVariantOptions,
  type OverlayOnlyConfig,
} from './mount/oneVariant.js'
export { DESKTOP_MEDIA_QUERY } from './mount/overlay.js'
export {
  PRELOAD_INTENT_DELAY_MS,
  PRELOAD_UNUSED_MS,
  type PreloadWidgetOptions,
  preloadWidget,
} from './mount/preloadWidget.js'
export type { WidgetMessageReading } from './mount/readWidgetEvent.js'
export { DEFAULT_LOAD_TIMEOUT_MS } from './mount/watchLoad.js'
export { buildWidgetUrl } from './url/buildWidgetUrl.js'
export {
  buildMobileWidgetUrl,
  type MobileSdkType,
  type MobileWidgetUrlOptions,
} from './url/mobileWidgetUrl.js'
export { parseWidgetUrl } from './url/parseWidgetUrl.js'
export { SDK_VERSION } from './url/sdkVersion.js'
