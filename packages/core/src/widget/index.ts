export { isProductionBuild } from './buildMode.js'
export { buildWidgetUrl } from './buildWidgetUrl.js'
export {
  DEPRECATED_PAYMENT_METHODS,
  EMBEDDED_WIDGET_VARIANTS,
  HOSTED_WIDGET_VARIANTS,
  PRODUCTION_API_URL,
  PRODUCTION_WIDGET_URL,
  WIDGET_CONFIG_KEYS,
  WIDGET_FLOWS,
  WIDGET_PAYMENT_METHODS,
  WIDGET_URL_EXTRA_KEYS,
  WIDGET_VARIANTS,
} from './constants.js'
export {
  type CryptoAccount,
  createWidget,
  type RequestCryptoAccountHandler,
  type SendCryptoHandler,
  type SendCryptoResult,
  type WidgetElements,
  type WidgetInstance,
} from './mount/createWidget.js'
export { WidgetEnvironmentError } from './mount/environment.js'
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
export { DESKTOP_MEDIA_QUERY } from './mount/overlay.js'
export { SDK_VERSION } from './mount/sdkVersion.js'
export { parseWidgetUrl } from './parseWidgetUrl.js'
export { resolveWidgetFlows } from './resolveWidgetFlows.js'
export type {
  DeprecatedPaymentMethodName,
  EmbeddedWidgetVariant,
  HostedWidgetVariant,
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
} from './types.js'
export { validateWidgetConfig, validateWidgetConfigOrThrow } from './validateWidgetConfig.js'
export { isElementLike, isEmbeddedVariant, isHostedVariant, isWidgetVariant } from './variants.js'
export { WidgetConfigError } from './WidgetConfigError.js'
