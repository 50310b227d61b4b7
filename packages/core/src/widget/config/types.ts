import type { PaymentMethodName } from '../../types/quotes.js'
import type { DEPRECATED_PAYMENT_METHODS, WIDGET_CONFIG_KEYS, WIDGET_FLOWS } from './constants.js'
import type { WidgetVariant, WidgetVariantOfKind } from './variants.js'

/** `ONRAMP` (buy) or `OFFRAMP` (sell). */
export type WidgetFlow = (typeof WIDGET_FLOWS)[number]

export type { WidgetVariant }
/** `embedded-desktop` or `embedded-mobile`: variants mounted inside the host's `containerNode`. */
export type EmbeddedWidgetVariant = WidgetVariantOfKind<'embedded'>
/**
 * `hosted`, `hosted-mobile`, `hosted-desktop` or `hosted-auto`: variants opened in a window of
 * their own (the only ones that honour `finalUrl`).
 */
export type HostedWidgetVariant = WidgetVariantOfKind<'hosted'>
/** `auto`, `desktop` or `mobile`: variants shown in an overlay over the host page. */
export type OverlayWidgetVariant = WidgetVariantOfKind<'overlay'>

/** Old payment method names that the widget maps to current ones (with a warning here). */
export type DeprecatedPaymentMethodName = keyof typeof DEPRECATED_PAYMENT_METHODS

/**
 * What a host passes to configure the widget: every parameter of spec 2.11.
 * `validateWidgetConfig` checks all of it at run time, so plain JavaScript callers are covered too.
 */
export interface WidgetConfig {
  /** Logo shown in the widget: an absolute http(s) URL. */
  hostLogoUrl: string
  /** Application name shown in the widget. */
  hostAppName: string
  /** Integration key; lets the service recognise and count purchases. Never echoed in errors. */
  hostApiKey: string
  /** Assets offered for buying: `ETH_USDC`, a list `ETH_USDC,MATIC_*` (first is the default), blank = all. */
  swapAsset?: string
  /** Same rules as `swapAsset`, for selling. */
  offrampAsset?: string
  /** Pre-set crypto amount in base units (wei). Use a string or bigint above 2^53. */
  swapAmount?: string | bigint | number
  /** Three-letter upper-case code, e.g. `EUR`. */
  fiatCurrency?: string
  /** Pre-set total fiat value; needs `fiatCurrency`. A decimal string as the official SDK types it. */
  fiatValue?: number | string
  /** Default `['ONRAMP']`; the first item is the default flow when `defaultFlow` is absent. */
  enabledFlows?: readonly WidgetFlow[]
  /** Must be one of `enabledFlows`. */
  defaultFlow?: WidgetFlow
  /** Receiving address (on-ramp) or source address (off-ramp). */
  userAddress?: string
  userEmailAddress?: string
  /** Two-letter ISO 3166-1 alpha-2 code. */
  selectedCountryCode?: string
  /** Pre-selected asset `<CHAIN>_<SYMBOL>`; must be offered by the asset list of an enabled flow. */
  defaultAsset?: string
  /** Address of a non-production widget; defaults to `PRODUCTION_WIDGET_URL`. */
  url?: string
  /** Subscribes to purchase webhooks. */
  webhookStatusUrl?: string
  /** Subscribes to sale webhooks. */
  offrampWebhookV3Url?: string
  /** Redirect after the flow: hosted variants and the on-ramp flow only. */
  finalUrl?: string
  /** Off-ramp only: the host sends the crypto itself (`onSendCrypto`). */
  useSendCryptoCallback?: boolean
  /** Default `auto`. */
  variant?: WidgetVariant
  /** On-ramp only. Deprecated names are mapped to current ones. */
  paymentMethodType?: PaymentMethodName | DeprecatedPaymentMethodName
  /** Required with the embedded variants, and only used there. */
  containerNode?: HTMLElement
  hideExitButton?: boolean
  /** Whether the user may close the widget; default `true` for overlays, `false` otherwise. */
  closeable?: boolean
  /** Loads the widget iframe `credentialless` (no cookies of the user's); default `false`. */
  credentialless?: boolean
  /** Replaces the path of the widget address (`url`), e.g. `/sell`. */
  pathname?: string
}

/** Name of a configuration parameter. */
export type WidgetConfigKey = (typeof WIDGET_CONFIG_KEYS)[number]

/**
 * A configuration that passed `validateWidgetConfig`: deprecated payment methods mapped, `url`
 * and `variant` defaulted, `swapAmount` as a canonical digit string, asset lists trimmed, blank
 * optional values left out. Flow defaults are not filled in (see `resolveWidgetFlows`) so the
 * widget URL carries only what the host chose.
 */
export interface ValidatedWidgetConfig
  extends Omit<
    WidgetConfig,
    'swapAmount' | 'variant' | 'url' | 'paymentMethodType' | 'enabledFlows' | 'fiatValue'
  > {
  /** The widget address, canonical (`new URL(...).href`), without widget parameters in its query. */
  url: string
  variant: WidgetVariant
  /** Decimal digits, no leading zeros. */
  swapAmount?: string
  /** A number, also when given as a decimal string. */
  fiatValue?: number
  paymentMethodType?: PaymentMethodName
  enabledFlows?: WidgetFlow[]
}

/** One problem (or warning) found in a configuration. */
export interface WidgetConfigIssue {
  /** Where: `''` for the whole object, `hostApiKey`, `enabledFlows[1]`, `extra.sdkVersion`. */
  path: string
  /** A sentence saying what was given and what is expected; never contains the `hostApiKey` value. */
  message: string
  /**
   * The stable code of an issue found by the production launcher (`WIDGET_FIELD_REQUIRED`, ...), which
   * the core README explains; development's full messages need none.
   */
  code?: string
}

/** Warnings come with both outcomes: a misspelt key often explains a missing required one. */
export type WidgetConfigValidation =
  | { ok: true; config: ValidatedWidgetConfig; warnings: WidgetConfigIssue[] }
  | { ok: false; issues: WidgetConfigIssue[]; warnings: WidgetConfigIssue[] }

/** Protocol parameters the mounting code adds to the widget URL (DESIGN: wire protocol). */
export interface WidgetUrlExtra {
  /** `WEB` for this SDK. */
  sdkType?: string
  sdkVersion?: string
  widgetInstanceId?: string
  /** The host page's origin. */
  hostUrl?: string
  /** `1` when `useSendCryptoCallback` is on. */
  useSendCryptoCallbackVersion?: number
}

/** The configuration carried by a widget URL (no `containerNode`: it never travels in a URL). */
export type WidgetUrlConfig = Partial<Omit<ValidatedWidgetConfig, 'containerNode' | 'url'>> & {
  /** The widget address without the widget parameters (other query parameters stay). */
  url: string
}

/** What `parseWidgetUrl` returns. */
export interface ParsedWidgetUrl {
  config: WidgetUrlConfig
  extra: WidgetUrlExtra
}
