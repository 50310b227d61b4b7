import type { HostApiClient } from '../client/index.js'
import type { HostAssetsConfig, OfframpAssetsConfig } from '../types/assets.js'
import type { AssetId, BaseUnits } from '../types/common.js'
import type { OfframpQuoteResult, OnrampQuoteResult } from '../types/quotes.js'

/** Which side of the ramp: buying crypto with fiat, or selling crypto for fiat. */
export type QuoteFlow = 'onramp' | 'offramp'

// The few client methods the stores need: a structural slice of HostApiClient, so a test
// double with only these methods fits too.
/**
 * The client methods a quote store calls (`v3.getOnrampQuote`, `v3.getOfframpQuote`): a slice of
 * `HostApiClient`, so a test double with only these fits.
 */
export interface QuoteClient {
  v3: Pick<HostApiClient['v3'], 'getOnrampQuote' | 'getOfframpQuote'>
}

/**
 * The client methods an assets store calls (`v3.getAssets`, `v3.getOfframpAssets`): a slice of
 * `HostApiClient`, so a test double with only these fits.
 */
export interface AssetsClient {
  v3: Pick<HostApiClient['v3'], 'getAssets' | 'getOfframpAssets'>
}

/** Everything the quote and asset stores (and the framework adapters) call. */
export interface RampKitClient {
  /** The client's `baseUrl`: the adapters compare it with the widget's `url` in development. */
  readonly baseUrl?: string | undefined
  v3: QuoteClient['v3'] & AssetsClient['v3']
}

/** The quote result of a flow. */
export type QuoteResultFor<F extends QuoteFlow> = F extends 'offramp'
  ? OfframpQuoteResult
  : OnrampQuoteResult

/** The asset list of a flow. */
export type AssetsConfigFor<F extends QuoteFlow> = F extends 'offramp'
  ? OfframpAssetsConfig
  : HostAssetsConfig

/**
 * Amount limits checked before any request. Fiat bounds are in `currencyCode` (when given they
 * apply only to quotes in that currency); `-1` or absent means unlimited, as in the asset list.
 */
export interface QuoteLimits {
  min?: number
  max?: number
  /** Smallest crypto amount, in base units (an asset's `minPurchaseCryptoAmount`). */
  minCryptoAmount?: BaseUnits
  currencyCode?: string
}

/**
 * What a quote store is asked for. Looser than the request body on purpose: a form may hold
 * both amounts or neither for a moment, and the store reports that as a `QuoteInputError`.
 */
export interface QuoteParams {
  /** `<CHAIN>_<SYMBOL>` */
  cryptoAssetSymbol: AssetId
  fiatCurrency: string
  fiatValue?: number
  /** In base units (see `toBaseUnits`). */
  cryptoAmount?: BaseUnits
  userCountryCode?: string
  userRegionCode?: string
  /** Overrides the store's `limits` field by field. */
  limits?: QuoteLimits
}
