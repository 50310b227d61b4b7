/**
 * The host API's eleven endpoints (spec 4), written once. A row (its name, method, path, request,
 * response and spec section) is what makes the client's typed method (`createHostApiClient`), the
 * OpenAPI operation (`hostApiOperations`), the testing kit's MSW route and the sandbox's route
 * exist. Plain data, no runtime import: the client ships it in every app.
 */
import type {
  AssetsQuery,
  HostAssetsConfig,
  HostAssetsConfigV2,
  LegacyAssetsQuery,
  LegacyHostAssetsConfig,
  OfframpAssetsConfig,
} from '../types/assets.js'
import type {
  ActiveTransactionCurrency,
  CountryInfo,
  CurrenciesQuery,
} from '../types/currencies.js'
import type {
  LegacyQuoteRequestBody,
  LegacyQuoteResult,
  OfframpQuoteResult,
  OnrampQuoteResult,
  QuoteRequestBody,
} from '../types/quotes.js'
import type { ServicePurchase, ServiceSale } from '../types/transactions.js'

/** The group of the client's methods an endpoint belongs to (`client.v3`, `client.legacy`, …). */
export type HostApiVersion = 'v3' | 'v2' | 'legacy'

/**
 * The kinds of request, each the arguments of the client's method before its `options`. The
 * client turns them into the query, `{id}` and body (`client/requestKinds.ts`), the OpenAPI
 * document describes them (`openapi/hostApiOperations.ts`).
 */
export interface HostApiRequests {
  /** The assets' query; the client's `hostApiKey` is sent too (it adds `enabledFeatures`). */
  assets: [query?: AssetsQuery]
  legacyAssets: [query?: LegacyAssetsQuery]
  /** `countryCode` checked and sent lowercase, as the spec asks. */
  currencies: [query?: CurrenciesQuery]
  none: []
  /** A sale or purchase: its id in the path, its view token as `secret`. */
  transaction: [id: string, secret: string]
  /** The quote's body, checked before it is sent; the client's `hostApiKey` is required. */
  quote: [body: QuoteRequestBody]
  legacyQuote: [body: LegacyQuoteRequestBody]
}

/** The response bodies by resource name (`HostApiResource`): what each method resolves to. */
export interface HostApiResponses {
  HostAssetsConfig: HostAssetsConfig
  OfframpAssetsConfig: OfframpAssetsConfig
  ActiveTransactionCurrencyList: ActiveTransactionCurrency[]
  ServiceSale: ServiceSale
  OnrampQuoteResult: OnrampQuoteResult
  OfframpQuoteResult: OfframpQuoteResult
  HostAssetsConfigV2: HostAssetsConfigV2
  LegacyHostAssetsConfig: LegacyHostAssetsConfig
  CountryInfoList: CountryInfo[]
  LegacyQuoteResult: LegacyQuoteResult
  ServicePurchase: ServicePurchase
}

/**
 * One endpoint of the host API, named (the table's key) after the client method that calls it:
 * `<version>.<method>`, the version group first (`v3.getAssets`, `legacy.getPurchase`).
 */
export interface HostApiEndpointSpec {
  readonly method: 'GET' | 'POST'
  /**
   * The path under the base URL (`legacy.` endpoints: under the legacy base URL). `{id}` stands
   * for one path segment, the transaction's id.
   */
  readonly path: `/host-api/${string}`
  /** What the method takes (`HostApiRequests`). */
  readonly request: keyof HostApiRequests
  /** The response body's resource (`HostApiResponses`; its schema: `hostApiSchemas`). */
  readonly response: keyof HostApiResponses
  /** The section of the spec, `4.<n>`; the OpenAPI summary ends with it. */
  readonly spec: `4.${number}`
}

/** The endpoints by the client method that calls each (DESIGN.md), in the order of spec 4 (4.1 to 4.11). */
export const hostApiEndpoints = {
  'v3.getAssets': {
    method: 'GET',
    path: '/host-api/v3/assets',
    request: 'assets',
    response: 'HostAssetsConfig',
    spec: '4.1',
  },
  'v3.getOfframpAssets': {
    method: 'GET',
    path: '/host-api/v3/offramp/assets',
    request: 'assets',
    response: 'OfframpAssetsConfig',
    spec: '4.2',
  },
  'v3.getCurrencies': {
    method: 'GET',
    path: '/host-api/v3/currencies',
    request: 'currencies',
    response: 'ActiveTransactionCurrencyList',
    spec: '4.3',
  },
  'v3.getSale': {
    method: 'GET',
    path: '/host-api/offramp/sale/{id}',
    request: 'transaction',
    response: 'ServiceSale',
    spec: '4.4',
  },
  'v3.getOnrampQuote': {
    method: 'POST',
    path: '/host-api/v3/onramp/quote/all',
    request: 'quote',
    response: 'OnrampQuoteResult',
    spec: '4.5',
  },
  'v3.getOfframpQuote': {
    method: 'POST',
    path: '/host-api/v3/offramp/quote/all',
    request: 'quote',
    response: 'OfframpQuoteResult',
    spec: '4.6',
  },
  'v2.getAssets': {
    method: 'GET',
    path: '/host-api/v2/assets',
    request: 'assets',
    response: 'HostAssetsConfigV2',
    spec: '4.7',
  },
  'legacy.getAssets': {
    method: 'GET',
    path: '/host-api/assets',
    request: 'legacyAssets',
    response: 'LegacyHostAssetsConfig',
    spec: '4.8',
  },
  'legacy.getCountries': {
    method: 'GET',
    path: '/host-api/countries',
    request: 'none',
    response: 'CountryInfoList',
    spec: '4.9',
  },
  'legacy.getQuote': {
    method: 'POST',
    path: '/host-api/quote',
    request: 'legacyQuote',
    response: 'LegacyQuoteResult',
    spec: '4.10',
  },
  'legacy.getPurchase': {
    method: 'GET',
    path: '/host-api/purchase/{id}',
    request: 'transaction',
    response: 'ServicePurchase',
    spec: '4.11',
  },
} as const satisfies HostApiEndpointTable

/**
 * Each endpoint's OpenAPI summary, in a few words (the document adds the spec section). Beside the
 * table rather than in its rows: the client never reads them, and its bundle drops this object
 * (157 B gzip in the rows).
 */
export const hostApiSummaries: Record<HostApiEndpointName, string> = {
  'v3.getAssets': 'On-ramp assets with prices, limits and fees',
  'v3.getOfframpAssets': 'Off-ramp assets with prices and limits',
  'v3.getCurrencies': 'Fiat currencies, for all countries or one',
  'v3.getSale': 'One sale',
  'v3.getOnrampQuote': 'On-ramp quote for every payment method of the currency',
  'v3.getOfframpQuote': 'Off-ramp quote for every payout method of the currency',
  'v2.getAssets': 'Assets without chains',
  'legacy.getAssets': 'Assets with EUR amounts',
  'legacy.getCountries': 'Enabled countries',
  'legacy.getQuote': 'Quote for one payment method',
  'legacy.getPurchase': 'One purchase',
}

/** A table of endpoints: core's (`hostApiEndpoints`), or one with more rows in a test. */
export type HostApiEndpointTable = Record<`${HostApiVersion}.${string}`, HostApiEndpointSpec>

/** An endpoint's name, the client method that calls it: `'v3.getOnrampQuote'`, `'legacy.getPurchase'`, … */
export type HostApiEndpointName = keyof typeof hostApiEndpoints

/** The version group of an endpoint: its name's first part. */
export function versionOf(name: string): HostApiVersion {
  return name.slice(0, name.indexOf('.')) as HostApiVersion
}

/** One endpoint of the table, with its literal method and path. */
export type HostApiEndpoint<Name extends HostApiEndpointName = HostApiEndpointName> =
  (typeof hostApiEndpoints)[Name]

/** `path` with `{id}` replaced by the id, encoded as one path segment. */
export function endpointPath(path: `/host-api/${string}`, id?: string): string {
  return id === undefined ? path : path.replace('{id}', encodeURIComponent(id))
}
