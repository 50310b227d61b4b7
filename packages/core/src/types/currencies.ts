/** Element of GET /host-api/v3/currencies (spec 2.4). */
export interface ActiveTransactionCurrency {
  fiatCurrency: string
  name: string
  onrampAvailable: boolean
  offrampAvailable: boolean
}

/** Query of GET /host-api/v3/currencies: without `countryCode` every currency is listed. */
export interface CurrenciesQuery {
  /** Two-letter ISO 3166-1 alpha-2 code. */
  countryCode?: string
}

/** Element of GET /host-api/countries (spec 2.6). */
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
