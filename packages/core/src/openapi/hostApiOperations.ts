import type * as v from 'valibot'
import type { HostApiResource } from '../client/HostApiResponseValidator.js'
import { type HostApiEndpointName, hostApiEndpoints, versionOf } from '../hostApi/endpoints.js'
import {
  AssetsQuerySchema,
  CurrenciesQuerySchema,
  LegacyAssetsQuerySchema,
  QuoteQuerySchema,
  TransactionPathSchema,
  TransactionQuerySchema,
} from '../schemas/requests.js'

/** A credential of the host API (spec 5): both travel as query parameters. */
export type HostApiCredential = 'hostApiKey' | 'viewToken'

/** The query parameter that carries each credential. */
export const CREDENTIAL_QUERY_PARAMS = { hostApiKey: 'hostApiKey', viewToken: 'secret' } as const

/** One endpoint of the host API (spec 4), as the OpenAPI document describes it. */
export interface HostApiOperation {
  /** The client's method (DESIGN.md), e.g. `v3.getAssets`. */
  operationId: string
  method: 'get' | 'post'
  path: string
  tag: 'V3' | 'V2' | 'Legacy'
  summary: string
  query?: v.ObjectSchema<v.ObjectEntries, undefined>
  pathParams?: v.ObjectSchema<v.ObjectEntries, undefined>
  /** A component of the request body (a quote). */
  body?: 'QuoteRequestBody' | 'LegacyQuoteRequestBody'
  /** The response body's resource (`hostApiSchemas`). */
  response: HostApiResource
  /** `required`: the endpoint refuses a call without it; `optional`: it changes the answer. */
  credential?: { name: HostApiCredential; use: 'required' | 'optional' }
}

/**
 * What the endpoint table (method, path, version, response) leaves to the document: the spec
 * section, the words, the credential, the request body and the parameters' schemas.
 */
interface OperationDetails
  extends Pick<HostApiOperation, 'summary' | 'query' | 'pathParams' | 'body' | 'credential'> {
  spec: `4.${number}`
}

const assetsKey = { name: 'hostApiKey', use: 'optional' } as const
const quoteKey = { name: 'hostApiKey', use: 'required' } as const
const viewToken = { name: 'viewToken', use: 'required' } as const

const TAGS = { v3: 'V3', v2: 'V2', legacy: 'Legacy' } as const

/** The operation of the endpoint `name`: its row of the table, with `details`. */
function operation(name: HostApiEndpointName, details: OperationDetails): HostApiOperation {
  const endpoint = hostApiEndpoints[name]
  return {
    operationId: name,
    method: endpoint.method === 'GET' ? 'get' : 'post',
    path: endpoint.path,
    tag: TAGS[versionOf(name)],
    summary: `${details.summary} (spec ${details.spec})`,
    ...(details.query && { query: details.query }),
    ...(details.pathParams && { pathParams: details.pathParams }),
    ...(details.body && { body: details.body }),
    response: endpoint.response,
    ...(details.credential && { credential: details.credential }),
  }
}

/** The 11 endpoints, in the order of spec 4 and the client's table. */
export const hostApiOperations: readonly HostApiOperation[] = [
  operation('v3.getAssets', {
    spec: '4.1',
    summary: 'On-ramp assets with prices, limits and fees',
    query: AssetsQuerySchema,
    credential: assetsKey,
  }),
  operation('v3.getOfframpAssets', {
    spec: '4.2',
    summary: 'Off-ramp assets with prices and limits',
    query: AssetsQuerySchema,
    credential: assetsKey,
  }),
  operation('v3.getCurrencies', {
    spec: '4.3',
    summary: 'Fiat currencies, for all countries or one',
    query: CurrenciesQuerySchema,
  }),
  operation('v3.getSale', {
    spec: '4.4',
    summary: 'One sale',
    query: TransactionQuerySchema,
    pathParams: TransactionPathSchema,
    credential: viewToken,
  }),
  operation('v3.getOnrampQuote', {
    spec: '4.5',
    summary: 'On-ramp quote for every payment method of the currency',
    query: QuoteQuerySchema,
    body: 'QuoteRequestBody',
    credential: quoteKey,
  }),
  operation('v3.getOfframpQuote', {
    spec: '4.6',
    summary: 'Off-ramp quote for every payout method of the currency',
    query: QuoteQuerySchema,
    body: 'QuoteRequestBody',
    credential: quoteKey,
  }),
  operation('v2.getAssets', {
    spec: '4.7',
    summary: 'Assets without chains',
    query: AssetsQuerySchema,
    credential: assetsKey,
  }),
  operation('legacy.getAssets', {
    spec: '4.8',
    summary: 'Assets with EUR amounts',
    query: LegacyAssetsQuerySchema,
    credential: assetsKey,
  }),
  operation('legacy.getCountries', { spec: '4.9', summary: 'Enabled countries' }),
  operation('legacy.getQuote', {
    spec: '4.10',
    summary: 'Quote for one payment method',
    query: QuoteQuerySchema,
    body: 'LegacyQuoteRequestBody',
    credential: quoteKey,
  }),
  operation('legacy.getPurchase', {
    spec: '4.11',
    summary: 'One purchase',
    query: TransactionQuerySchema,
    pathParams: TransactionPathSchema,
    credential: viewToken,
  }),
]
