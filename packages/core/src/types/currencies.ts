/** Element of the answer of `client.v3.getCurrencies` (spec 2.4). */
export interface ActiveTransactionCurrency {
  fiatCurrency: string
  name: string
  onrampAvailable: boolean
  offrampAvailable: boolean
}

/** Query of `client.v3.getCurrencies`: without `countryCode` every currency is listed. */
export interface CurrenciesQuery {
  /** Two-letter ISO 3166-1 alpha-2 code. */
  countryCode?: string
}

/** Element of the answer of `client.legacy.getCountries` (spec 2.6). */
export interface CountryInfo {
  /** ISO 3166 alpha-2, lowercase in responses. */
  code: string
  name: string
  /** Deprecated; always true. */
  cardPaymentsEnabled: boolean
  mainCurrencyCode: string
  /** `null`: every asset; `[]`: none. */
  supportedAssets?: string[] | null
}
