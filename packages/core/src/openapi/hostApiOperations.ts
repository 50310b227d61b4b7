import type * as v from 'valibot'
import type { HostApiResource } from '../client/HostApiResponseValidator.js'
import {
  type HostApiCredential,
  type HostApiEndpointName,
  hostApiEndpoints,
} from '../hostApi/endpoints.js'
import {
  AssetsQuerySchema,
  CurrenciesQuerySchema,
  LegacyAssetsQuerySchema,
  QuoteQuerySchema,
  TransactionPathSchema,
  TransactionQuerySchema,
} from '../schemas/requests.js'

export type { HostApiCredential }

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

/** What the endpoint table leaves to the document: the words and the parameters' schemas. */
interface OperationDetails {
  summary: string
  query?: v.ObjectSchema<v.ObjectEntries, undefined>
  pathParams?: v.ObjectSchema<v.ObjectEntries, undefined>
}

const TAGS = { v3: 'V3', v2: 'V2', legacy: 'Legacy' } as const

/** The operation of the endpoint `name` (method, path, credential, bodies from its table row). */
function operation(name: HostApiEndpointName, details: OperationDetails): HostApiOperation {
  const endpoint = hostApiEndpoints[name]
  return {
    operationId: name,
    method: endpoint.method === 'GET' ? 'get' : 'post',
    path: endpoint.path,
    tag: TAGS[endpoint.version],
    summary: `${details.summary} (spec ${endpoint.spec})`,
    ...(details.query && { query: details.query }),
    ...(details.pathParams && { pathParams: details.pathParams }),
    ...('body' in endpoint && { body: endpoint.body }),
    response: endpoint.response,
    ...('credential' in endpoint && { credential: endpoint.credential }),
  }
}

/** The 11 endpoints, in the order of spec 4 and the client's table. */
export const hostApiOperations: readonly HostApiOperation[] = [
  operation('v3.getAssets', {
    summary: 'On-ramp assets with prices, limits and fees',
    query: AssetsQuerySchema,
  }),
  operation('v3.getOfframpAssets', {
    summary: 'Off-ramp assets with prices and limits',
    query: AssetsQuerySchema,
  }),
  operation('v3.getCurrencies', {
    summary: 'Fiat currencies, for all countries or one',
    query: CurrenciesQuerySchema,
  }),
  operation('v3.getSale', {
    summary: 'One sale',
    query: TransactionQuerySchema,
    pathParams: TransactionPathSchema,
  }),
  operation('v3.getOnrampQuote', {
    summary: 'On-ramp quote for every payment method of the currency',
    query: QuoteQuerySchema,
  }),
  operation('v3.getOfframpQuote', {
    summary: 'Off-ramp quote for every payout method of the currency',
    query: QuoteQuerySchema,
  }),
  operation('v2.getAssets', {
    summary: 'Assets without chains',
    query: AssetsQuerySchema,
  }),
  operation('legacy.getAssets', {
    summary: 'Assets with EUR amounts',
    query: LegacyAssetsQuerySchema,
  }),
  operation('legacy.getCountries', { summary: 'Enabled countries' }),
  operation('legacy.getQuote', {
    summary: 'Quote for one payment method',
    query: QuoteQuerySchema,
  }),
  operation('legacy.getPurchase', {
    summary: 'One purchase',
    query: TransactionQuerySchema,
    pathParams: TransactionPathSchema,
  }),
]
