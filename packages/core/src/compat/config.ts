// The configuration type of the official SDK 6.2 (its `IHostConfig`), under rampkit names.
// Every configuration the official type allows is allowed here (a type test checks it against
// the official package); `validateWidgetConfig` then checks the values at run time.

import type { PaymentMethodName } from '../types/quotes.js'
import type { DeprecatedPaymentMethodName } from '../widget/config/types.js'

/** Every `variant` the official type allows (the official `RampInstantWidgetVariantTypes`). */
export type RampInstantWidgetVariantTypes =
  | 'desktop'
  | 'mobile'
  | 'hosted-desktop'
  | 'hosted-mobile'
  | 'webview-desktop'
  | 'webview-mobile'
  | 'hosted-auto'
  | 'auto'
  | 'embedded-desktop'
  | 'embedded-mobile'

/**
 * `paymentMethodType`: the official enum's values (`SEPA`, `CARD`, `APPLEPAY`, `GOOGLEPAY`,
 * `PISP`, `SOFORT`, `PIX`) and the current names of spec 2.11. `SOFORT` is in neither list of
 * the spec, so validation refuses it.
 */
export type RampInstantPaymentMethodType =
  | 'SEPA'
  | 'CARD'
  | 'APPLEPAY'
  | 'GOOGLEPAY'
  | 'PISP'
  | 'SOFORT'
  | 'PIX'
  | PaymentMethodName
  | DeprecatedPaymentMethodName

/** Which way the widget goes: `ONRAMP` (buy crypto) or `OFFRAMP` (sell crypto). */
export type RampInstantFlow = 'ONRAMP' | 'OFFRAMP'

/** The fields both forms share (the official `IHostConfigBase`). */
export interface RampInstantConfigBase {
  swapAsset?: string
  offrampAsset?: string
  /** Base units (wei), as a string. */
  swapAmount?: string
  /** A decimal string, as the official type has it. */
  fiatValue?: string
  fiatCurrency?: string
  userAddress?: string
  userEmailAddress?: string
  hostLogoUrl?: string
  hostAppName?: string
  /** Replaces the path of the widget address. */
  pathname?: string
  /** Default `'desktop'`, as in the official SDK (rampkit's `createWidget` defaults to `'auto'`). */
  variant?: RampInstantWidgetVariantTypes
  webhookStatusUrl?: string
  finalUrl?: string
  containerNode?: HTMLElement
  selectedCountryCode?: string
  defaultAsset?: string
  defaultFlow?: RampInstantFlow
  enabledFlows?: RampInstantFlow[]
  offrampWebhookV3Url?: string
  useSendCryptoCallback?: boolean
  paymentMethodType?: RampInstantPaymentMethodType
  hideExitButton?: boolean
  closeable?: boolean
  credentialless?: boolean
}

/** A signed widget URL may carry the key itself (the official type allows it; see the README). */
export interface RampInstantSignedUrlConfig extends RampInstantConfigBase {
  url: string
  hostApiKey?: string
}

export interface RampInstantTraditionalConfig extends RampInstantConfigBase {
  url?: string
  hostApiKey: string
}

/** What `new RampInstantSDK(config)` takes: the official `IHostConfig`. */
export type RampInstantConfig = RampInstantSignedUrlConfig | RampInstantTraditionalConfig
