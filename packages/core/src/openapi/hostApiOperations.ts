import type * as v from 'valibot'
import type { HostApiResource } from '../client/HostApiResponseValidator.js'
import {
  type HostApiEndpointTable,
  type HostApiRequests,
  hostApiEndpoints,
  hostApiSummaries,
  versionOf,
} from '../hostApi/endpoints.js'
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

/** What an operation says of its request: the parameters' schemas, the body, the credential. */
type RequestDetails = Pick<HostApiOperation, 'query' | 'pathParams' | 'body' | 'credential'>

const assetsKey = { name: 'hostApiKey', use: 'optional' } as const
const quoteKey = { name: 'hostApiKey', use: 'required' } as const
const viewToken = { name: 'viewToken', use: 'required' } as const

/** Each request kind of the table (`HostApiRequests`), as the document describes it. */
const requestDetails: Record<keyof HostApiRequests, RequestDetails> = {
  assets: { query: AssetsQuerySchema, credential: assetsKey },
  legacyAssets: { query: LegacyAssetsQuerySchema, credential: assetsKey },
  currencies: { query: CurrenciesQuerySchema },
  none: {},
  transaction: {
    query: TransactionQuerySchema,
    pathParams: TransactionPathSchema,
    credential: viewToken,
  },
  quote: { query: QuoteQuerySchema, body: 'QuoteRequestBody', credential: quoteKey },
  legacyQuote: { query: QuoteQuerySchema, body: 'LegacyQuoteRequestBody', credential: quoteKey },
}

const TAGS = { v3: 'V3', v2: 'V2', legacy: 'Legacy' } as const

/**
 * The operations of a table's endpoints, in its order: each row's method, path, version and
 * response, its request kind's parameters, body and credential, and its summary with the spec
 * section.
 */
export function operationsOf<Table extends HostApiEndpointTable>(
  table: Table,
  summaries: Record<keyof Table, string>,
): HostApiOperation[] {
  return Object.entries(table).map(([name, endpoint]) => {
    const details = requestDetails[endpoint.request]
    return {
      operationId: name,
      method: endpoint.method === 'GET' ? 'get' : 'post',
      path: endpoint.path,
      tag: TAGS[versionOf(name)],
      summary: `${summaries[name as keyof Table]} (spec ${endpoint.spec})`,
      ...(details.query && { query: details.query }),
      ...(details.pathParams && { pathParams: details.pathParams }),
      ...(details.body && { body: details.body }),
      response: endpoint.response,
      ...(details.credential && { credential: details.credential }),
    }
  })
}

/** The 11 endpoints, in the order of spec 4 and the client's table. */
export const hostApiOperations: readonly HostApiOperation[] = operationsOf(
  hostApiEndpoints,
  hostApiSummaries,
)
