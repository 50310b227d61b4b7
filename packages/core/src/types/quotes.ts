import type { AssetInfo, OfframpAssetInfo } from './assets.js'
import type { AssetId, BaseUnits, OpenUnion } from './common.js'

/**
 * Every V3 on-ramp payment method (spec 2.8), the keys a V3 on-ramp quote may carry besides
 * `asset`.
 */
export const PAYMENT_METHODS = [
  'MANUAL_BANK_TRANSFER',
  'AUTO_BANK_TRANSFER',
  'CARD_PAYMENT',
  'APPLE_PAY',
  'GOOGLE_PAY',
  'PIX',
] as const
/** V3 on-ramp payment methods (spec 2.8). */
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number]

/** Payment methods the legacy quote accepts (spec 2.8): no PIX. */
export type LegacyPaymentMethodName = Exclude<PaymentMethodName, 'PIX'>

/**
 * Every V3 off-ramp payout method (spec 2.8), the keys a V3 off-ramp quote may carry besides
 * `asset`.
 */
export const PAYOUT_METHODS = ['AMERICAN_BANK_TRANSFER', 'CARD', 'SEPA', 'SPEI'] as const
/** V3 off-ramp payout methods (spec 2.8). */
export type PayoutMethodName = (typeof PAYOUT_METHODS)[number]

/** Exactly one of `cryptoAmount` / `fiatValue` (spec 2.7). */
export type QuoteAmount =
  | { cryptoAmount: BaseUnits; fiatValue?: never }
  | { fiatValue: number; cryptoAmount?: never }

/** Body of the V3 on-ramp and off-ramp quotes (spec 2.7). */
export type QuoteRequestBody = {
  /** `<CHAIN>_<SYMBOL>` */
  cryptoAssetSymbol: AssetId
  fiatCurrency: string
  userCountryCode?: string
  userRegionCode?: string
} & QuoteAmount

/** Body of the legacy quote (spec 2.7). */
export type LegacyQuoteRequestBody = {
  cryptoAssetSymbol: string
  fiatCurrency: string
  /** When omitted, the service quotes the method with the lowest fee. */
  paymentMethodType?: LegacyPaymentMethodName
} & QuoteAmount

/** One method's quote (spec 2.8). */
export interface QuoteResultForMethod {
  fiatCurrency: string
  cryptoAmount: BaseUnits
  /** On-ramp: what the user pays; off-ramp: what the user receives. */
  fiatValue: number
  baseServiceFee: number
  /** Included in `fiatValue`. */
  appliedFee: number
  hostFeeCut?: number | null
}
/** One payment method's entry of a V3 on-ramp quote (spec 2.8). */
export type QuoteResultForPaymentMethod = QuoteResultForMethod
/** One payout method's entry of a V3 off-ramp quote (spec 2.8). */
export type QuoteResultForPayoutMethod = QuoteResultForMethod

/** V3 on-ramp quote: `asset` plus one key per payment method that supports the currency. */
export type OnrampQuoteResult = { asset: AssetInfo } & {
  [M in PaymentMethodName]?: QuoteResultForPaymentMethod
}

/** V3 off-ramp quote: `asset` plus one key per payout method that supports the currency. */
export type OfframpQuoteResult = { asset: OfframpAssetInfo } & {
  [M in PayoutMethodName]?: QuoteResultForPayoutMethod
}

/** Asset details inside legacy quotes and purchases (spec 2.8). */
export interface PublicAssetDetails {
  /** Only defined for tokens: absent or `null` for a chain's native asset. */
  address?: string | null
  symbol: string
  name: string
  decimals: number
  type?: string | null
}

/** Legacy quote (spec 2.8). */
export interface LegacyQuoteResult {
  cryptoAssetSymbol: string
  fiatCurrency: string
  cryptoAmount: BaseUnits
  fiatValue: number
  paymentMethodType: OpenUnion<PaymentMethodName>
  asset: PublicAssetDetails
  assetExchangeRate: number
  assetExchangeRateEur: number
  fiatExchangeRateEur: number
  baseServiceFee: number
  networkFee: number
  appliedFee: number
}
