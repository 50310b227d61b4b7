import { PAYMENT_METHODS, type PaymentMethodName } from '../../types/quotes.js'

/** Address of the production widget (public; the official SDK's default). */
export const PRODUCTION_WIDGET_URL = 'https://app.rampnetwork.com/'

/** Flows a widget can offer (spec 2.11 `enabledFlows`). */
export const WIDGET_FLOWS = ['ONRAMP', 'OFFRAMP'] as const

// The variants are rows of one table, with what each one decides: variants.ts.
export { EMBEDDED_WIDGET_VARIANTS, HOSTED_WIDGET_VARIANTS, WIDGET_VARIANTS } from './variants.js'

/** Payment method names the widget still accepts but maps to a current one (spec 2.11). */
export const DEPRECATED_PAYMENT_METHODS = /* @__PURE__ */ Object.freeze({
  SEPA: 'MANUAL_BANK_TRANSFER',
  CARD: 'CARD_PAYMENT',
  APPLEPAY: 'APPLE_PAY',
  GOOGLEPAY: 'GOOGLE_PAY',
  PISP: 'AUTO_BANK_TRANSFER',
  OPEN_BANKING: 'AUTO_BANK_TRANSFER',
} as const satisfies Record<string, PaymentMethodName>)

/** Current `paymentMethodType` values (spec 2.11; the same set as the V3 payment methods). */
export const WIDGET_PAYMENT_METHODS = PAYMENT_METHODS

/**
 * Every configuration parameter of spec 2.11, in the spec's order, then the three the official
 * SDK 6.2 adds: `closeable`, `credentialless` (an iframe without the user's cookies) and
 * `pathname` (replaces the widget URL's path).
 */
export const WIDGET_CONFIG_KEYS = [
  'hostLogoUrl',
  'hostAppName',
  'hostApiKey',
  'swapAsset',
  'offrampAsset',
  'swapAmount',
  'fiatCurrency',
  'fiatValue',
  'enabledFlows',
  'defaultFlow',
  'userAddress',
  'userEmailAddress',
  'selectedCountryCode',
  'defaultAsset',
  'url',
  'webhookStatusUrl',
  'offrampWebhookV3Url',
  'finalUrl',
  'useSendCryptoCallback',
  'variant',
  'paymentMethodType',
  'containerNode',
  'hideExitButton',
  'closeable',
  'credentialless',
  'pathname',
] as const

/** Protocol parameters the SDK itself adds to the widget URL (never part of a host's config). */
export const WIDGET_URL_EXTRA_KEYS = [
  'sdkType',
  'sdkVersion',
  'widgetInstanceId',
  'hostUrl',
  'useSendCryptoCallbackVersion',
] as const
