// The stand-in widget's state (part of its browser module, bundled from ../main.ts): what the
// user chose and what the sandbox answered. The transitions in this folder are pure: each
// returns a new state and never touches the page, the network or the host.
import type { AssetInfo, CountryInfo, OfframpAssetInfo, QuoteResultForMethod } from '@rampkit/core'
import type { Flow, StandInConfig } from '../readWidgetConfig.js'

/** An asset of either flow's catalog. */
export type Asset = AssetInfo | OfframpAssetInfo

export interface WidgetState {
  flow: Flow
  /** Every country the sandbox serves (the country list), and the one selected. */
  countries: CountryInfo[]
  country: CountryInfo
  /** The assets this flow offers in this country, after the configuration's asset lists. */
  assets: Asset[]
  asset: Asset | undefined
  /** The fiat currencies this flow takes in this country. */
  currencies: string[]
  currency: string | undefined
  /** The amount field: a fiat value in `currency`. */
  fiatValue: number
  /** The configuration's `swapAmount` (base units): quotes ask for it until the user types an amount. */
  cryptoAmount: string | undefined
  /** The last quote's methods, by name. */
  quotes: Record<string, QuoteResultForMethod>
  /** Methods the amount misses, by name: their limit in words (shown, not choosable). */
  limits: Record<string, string>
  method: string | undefined
  /**
   * The configuration's presets (`fiatCurrency`, `fiatValue`, `paymentMethodType`) apply until
   * the first flow with something to trade has been quoted; later loads keep the user's choices.
   */
  presetsApply: boolean
  /** Numbers the quote requests: an answer to any but the latest is stale. */
  quoteSequence: number
}

/** The configuration fields the starting state reads. */
export type StartingConfig = Pick<
  StandInConfig,
  'defaultFlow' | 'selectedCountryCode' | 'swapAmount' | 'fiatValue'
>

/** The amount shown before the configuration or the user gives one. */
export const DEFAULT_FIAT_VALUE = 100

/** `<CHAIN>_<SYMBOL>`, as the host API names an asset. */
export function assetId(asset: Pick<Asset, 'chain' | 'symbol'>): string {
  return `${asset.chain}_${asset.symbol}`
}

/**
 * The state before anything is loaded: the configuration's flow and country (else the first
 * country), nothing quoted. With `swapAmount` and no `fiatValue`, quotes ask for the crypto
 * amount. Throws when the sandbox lists no country (there is nothing to select).
 */
export function initialState(config: StartingConfig, countries: CountryInfo[]): WidgetState {
  const firstCountry = countries[0]
  if (firstCountry === undefined) throw new Error('The sandbox lists no countries.')
  const wanted = config.selectedCountryCode?.toLowerCase()
  return {
    flow: config.defaultFlow,
    countries,
    country: countries.find((country) => country.code === wanted) ?? firstCountry,
    assets: [],
    asset: undefined,
    currencies: [],
    currency: undefined,
    fiatValue: DEFAULT_FIAT_VALUE,
    cryptoAmount: config.fiatValue === undefined ? config.swapAmount : undefined,
    quotes: {},
    limits: {},
    method: undefined,
    presetsApply: true,
    quoteSequence: 0,
  }
}
