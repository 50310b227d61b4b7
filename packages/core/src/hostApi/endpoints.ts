/**
 * The host API's eleven endpoints (spec 4), written once: the client calls them, the OpenAPI
 * document describes them (adding credentials, bodies and parameters: `hostApiOperations`), the
 * sandbox serves them and arms faults on them, and the testing kit's MSW handlers match them, all
 * from this table. Plain data, no import; only what the client needs (it ships in every app).
 */

/** The group of the client's methods an endpoint belongs to (`client.v3`, `client.legacy`, …). */
export type HostApiVersion = 'v3' | 'v2' | 'legacy'

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
  /** The response body's resource (`HostApiResource`). */
  readonly response: string
}

/** The endpoints by the client method that calls each (DESIGN.md), in the order of spec 4 (4.1 to 4.11). */
export const hostApiEndpoints = {
  'v3.getAssets': {
    method: 'GET',
    path: '/host-api/v3/assets',
    response: 'HostAssetsConfig',
  },
  'v3.getOfframpAssets': {
    method: 'GET',
    path: '/host-api/v3/offramp/assets',
    response: 'OfframpAssetsConfig',
  },
  'v3.getCurrencies': {
    method: 'GET',
    path: '/host-api/v3/currencies',
    response: 'ActiveTransactionCurrencyList',
  },
  'v3.getSale': {
    method: 'GET',
    path: '/host-api/offramp/sale/{id}',
    response: 'ServiceSale',
  },
  'v3.getOnrampQuote': {
    method: 'POST',
    path: '/host-api/v3/onramp/quote/all',
    response: 'OnrampQuoteResult',
  },
  'v3.getOfframpQuote': {
    method: 'POST',
    path: '/host-api/v3/offramp/quote/all',
    response: 'OfframpQuoteResult',
  },
  'v2.getAssets': {
    method: 'GET',
    path: '/host-api/v2/assets',
    response: 'HostAssetsConfigV2',
  },
  'legacy.getAssets': {
    method: 'GET',
    path: '/host-api/assets',
    response: 'LegacyHostAssetsConfig',
  },
  'legacy.getCountries': {
    method: 'GET',
    path: '/host-api/countries',
    response: 'CountryInfoList',
  },
  'legacy.getQuote': {
    method: 'POST',
    path: '/host-api/quote',
    response: 'LegacyQuoteResult',
  },
  'legacy.getPurchase': {
    method: 'GET',
    path: '/host-api/purchase/{id}',
    response: 'ServicePurchase',
  },
} as const satisfies Record<`${HostApiVersion}.${string}`, HostApiEndpointSpec>

/** An endpoint's name, the client method that calls it: `'v3.getOnrampQuote'`, `'legacy.getPurchase'`, … */
export type HostApiEndpointName = keyof typeof hostApiEndpoints

/** The version group of an endpoint: its name's first part. */
export function versionOf(name: HostApiEndpointName): HostApiVersion {
  return name.slice(0, name.indexOf('.')) as HostApiVersion
}

/** One endpoint of the table, with its literal method and path. */
export type HostApiEndpoint<Name extends HostApiEndpointName = HostApiEndpointName> =
  (typeof hostApiEndpoints)[Name]

/** `path` with `{id}` replaced by the id, encoded as one path segment. */
export function endpointPath(path: `/host-api/${string}`, id?: string): string {
  return id === undefined ? path : path.replace('{id}', encodeURIComponent(id))
}
