import type * as v from 'valibot'
import type { HostApiResource } from '../client/HostApiResponseValidator.js'
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

const quoteKey = { name: 'hostApiKey', use: 'required' } as const
const assetsKey = { name: 'hostApiKey', use: 'optional' } as const
const viewToken = { name: 'viewToken', use: 'required' } as const

/** The 11 endpoints, in the order of spec 4 and the client's table. */
export const hostApiOperations: readonly HostApiOperation[] = [
  {
    operationId: 'v3.getAssets',
    method: 'get',
    path: '/host-api/v3/assets',
    tag: 'V3',
    summary: 'On-ramp assets with prices, limits and fees (spec 4.1)',
    query: AssetsQuerySchema,
    response: 'HostAssetsConfig',
    credential: assetsKey,
  },
  {
    operationId: 'v3.getOfframpAssets',
    method: 'get',
    path: '/host-api/v3/offramp/assets',
    tag: 'V3',
    summary: 'Off-ramp assets with prices and limits (spec 4.2)',
    query: AssetsQuerySchema,
    response: 'OfframpAssetsConfig',
    credential: assetsKey,
  },
  {
    operationId: 'v3.getCurrencies',
    method: 'get',
    path: '/host-api/v3/currencies',
    tag: 'V3',
    summary: 'Fiat currencies, for all countries or one (spec 4.3)',
    query: CurrenciesQuerySchema,
    response: 'ActiveTransactionCurrencyList',
  },
  {
    operationId: 'v3.getSale',
    method: 'get',
    path: '/host-api/offramp/sale/{id}',
    tag: 'V3',
    summary: 'One sale (spec 4.4)',
    query: TransactionQuerySchema,
    pathParams: TransactionPathSchema,
    response: 'ServiceSale',
    credential: viewToken,
  },
  {
    operationId: 'v3.getOnrampQuote',
    method: 'post',
    path: '/host-api/v3/onramp/quote/all',
    tag: 'V3',
    summary: 'On-ramp quote for every payment method of the currency (spec 4.5)',
    query: QuoteQuerySchema,
    body: 'QuoteRequestBody',
    response: 'OnrampQuoteResult',
    credential: quoteKey,
  },
  {
    operationId: 'v3.getOfframpQuote',
    method: 'post',
    path: '/host-api/v3/offramp/quote/all',
    tag: 'V3',
    summary: 'Off-ramp quote for every payout method of the currency (spec 4.6)',
    query: QuoteQuerySchema,
    body: 'QuoteRequestBody',
    response: 'OfframpQuoteResult',
    credential: quoteKey,
  },
  {
    operationId: 'v2.getAssets',
    method: 'get',
    path: '/host-api/v2/assets',
    tag: 'V2',
    summary: 'Assets without chains (spec 4.7)',
    query: AssetsQuerySchema,
    response: 'HostAssetsConfigV2',
    credential: assetsKey,
  },
  {
    operationId: 'legacy.getAssets',
    method: 'get',
    path: '/host-api/assets',
    tag: 'Legacy',
    summary: 'Assets with EUR amounts (spec 4.8)',
    query: LegacyAssetsQuerySchema,
    response: 'LegacyHostAssetsConfig',
    credential: assetsKey,
  },
  {
    operationId: 'legacy.getCountries',
    method: 'get',
    path: '/host-api/countries',
    tag: 'Legacy',
    summary: 'Enabled countries (spec 4.9)',
    response: 'CountryInfoList',
  },
  {
    operationId: 'legacy.getQuote',
    method: 'post',
    path: '/host-api/quote',
    tag: 'Legacy',
    summary: 'Quote for one payment method (spec 4.10)',
    query: QuoteQuerySchema,
    body: 'LegacyQuoteRequestBody',
    response: 'LegacyQuoteResult',
    credential: quoteKey,
  },
  {
    operationId: 'legacy.getPurchase',
    method: 'get',
    path: '/host-api/purchase/{id}',
    tag: 'Legacy',
    summary: 'One purchase (spec 4.11)',
    query: TransactionQuerySchema,
    pathParams: TransactionPathSchema,
    response: 'ServicePurchase',
    credential: viewToken,
  },
]
