/**
 * The host API's eleven endpoints (spec 4), written once: the client calls them, the OpenAPI
 * document describes them, the sandbox serves them and arms faults on them, and the testing
 * kit's MSW handlers match them, all from this table. Plain data, no import.
 */

/** The group of the client's methods an endpoint belongs to (`client.v3`, `client.legacy`, …). */
export type HostApiVersion = 'v3' | 'v2' | 'legacy'

/** A credential of the host API (spec 5): both travel as query parameters. */
export type HostApiCredential = 'hostApiKey' | 'viewToken'

/** The query parameter that carries each credential. */
export const CREDENTIAL_PARAMS = { hostApiKey: 'hostApiKey', viewToken: 'secret' } as const

/** One endpoint of the host API. */
export interface HostApiEndpointSpec {
  /** The client method that calls it (DESIGN.md), e.g. `v3.getAssets`. */
  readonly name: `${HostApiVersion}.${string}`
  readonly method: 'GET' | 'POST'
  /**
   * The path under the base URL (`legacy` endpoints: under the legacy base URL). `{id}` stands
   * for one path segment, the transaction's id.
   */
  readonly path: `/host-api/${string}`
  readonly version: HostApiVersion
  /** The section of the host API spec that describes it. */
  readonly spec: `4.${number}`
  /** `required`: the endpoint refuses a call without it; `optional`: it changes the answer. */
  readonly credential?: { readonly name: HostApiCredential; readonly use: 'required' | 'optional' }
  /** The request body's shape (the POSTs: quotes). */
  readonly body?: 'QuoteRequestBody' | 'LegacyQuoteRequestBody'
  /** The response body's resource (`HostApiResource`). */
  readonly response: string
}

const assetsKey = { name: 'hostApiKey', use: 'optional' } as const
const quoteKey = { name: 'hostApiKey', use: 'required' } as const
const viewToken = { name: 'viewToken', use: 'required' } as const

/** The endpoints by name, in the order of spec 4. */
export const hostApiEndpoints = {
  'v3.getAssets': {
    name: 'v3.getAssets',
    method: 'GET',
    path: '/host-api/v3/assets',
    version: 'v3',
    spec: '4.1',
    credential: assetsKey,
    response: 'HostAssetsConfig',
  },
  'v3.getOfframpAssets': {
    name: 'v3.getOfframpAssets',
    method: 'GET',
    path: '/host-api/v3/offramp/assets',
    version: 'v3',
    spec: '4.2',
    credential: assetsKey,
    response: 'OfframpAssetsConfig',
  },
  'v3.getCurrencies': {
    name: 'v3.getCurrencies',
    method: 'GET',
    path: '/host-api/v3/currencies',
    version: 'v3',
    spec: '4.3',
    response: 'ActiveTransactionCurrencyList',
  },
  'v3.getSale': {
    name: 'v3.getSale',
    method: 'GET',
    path: '/host-api/offramp/sale/{id}',
    version: 'v3',
    spec: '4.4',
    credential: viewToken,
    response: 'ServiceSale',
  },
  'v3.getOnrampQuote': {
    name: 'v3.getOnrampQuote',
    method: 'POST',
    path: '/host-api/v3/onramp/quote/all',
    version: 'v3',
    spec: '4.5',
    credential: quoteKey,
    body: 'QuoteRequestBody',
    response: 'OnrampQuoteResult',
  },
  'v3.getOfframpQuote': {
    name: 'v3.getOfframpQuote',
    method: 'POST',
    path: '/host-api/v3/offramp/quote/all',
    version: 'v3',
    spec: '4.6',
    credential: quoteKey,
    body: 'QuoteRequestBody',
    response: 'OfframpQuoteResult',
  },
  'v2.getAssets': {
    name: 'v2.getAssets',
    method: 'GET',
    path: '/host-api/v2/assets',
    version: 'v2',
    spec: '4.7',
    credential: assetsKey,
    response: 'HostAssetsConfigV2',
  },
  'legacy.getAssets': {
    name: 'legacy.getAssets',
    method: 'GET',
    path: '/host-api/assets',
    version: 'legacy',
    spec: '4.8',
    credential: assetsKey,
    response: 'LegacyHostAssetsConfig',
  },
  'legacy.getCountries': {
    name: 'legacy.getCountries',
    method: 'GET',
    path: '/host-api/countries',
    version: 'legacy',
    spec: '4.9',
    response: 'CountryInfoList',
  },
  'legacy.getQuote': {
    name: 'legacy.getQuote',
    method: 'POST',
    path: '/host-api/quote',
    version: 'legacy',
    spec: '4.10',
    credential: quoteKey,
    body: 'LegacyQuoteRequestBody',
    response: 'LegacyQuoteResult',
  },
  'legacy.getPurchase': {
    name: 'legacy.getPurchase',
    method: 'GET',
    path: '/host-api/purchase/{id}',
    version: 'legacy',
    spec: '4.11',
    credential: viewToken,
    response: 'ServicePurchase',
  },
} as const satisfies { readonly [Name in string]: HostApiEndpointSpec & { readonly name: Name } }

/** An endpoint's name, the client method that calls it: `'v3.getOnrampQuote'`, `'legacy.getPurchase'`, … */
export type HostApiEndpointName = keyof typeof hostApiEndpoints

/** One endpoint of the table, with its literal method and path. */
export type HostApiEndpoint<Name extends HostApiEndpointName = HostApiEndpointName> =
  (typeof hostApiEndpoints)[Name]

/** `path` with `{id}` replaced by the id, encoded as one path segment. */
export function endpointPath(path: `/host-api/${string}`, id?: string): string {
  return id === undefined ? path : path.replace('{id}', encodeURIComponent(id))
}
