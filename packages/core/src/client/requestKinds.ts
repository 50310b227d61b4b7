import type { HostApiRequests } from '../hostApi/endpoints.js'
import { isCountryCode } from '../types/fieldRules.js'
import { checkQuoteBody } from './checkQuoteBody.js'
import { invalidRequest, requireNonEmpty } from './invalidRequest.js'
import type { ClientContext, RequestOptions, RequestParts } from './request.js'

/**
 * How a method of each request kind turns its arguments into the request (query, `{id}`, body),
 * checking them first; its last argument is the per-call options. One builder per kind of
 * `HostApiRequests`, so a row of the endpoint table names one and gets its method.
 */
export type RequestBuilders = {
  [Kind in keyof HostApiRequests]: (
    ctx: ClientContext,
    ...args: [...HostApiRequests[Kind], options?: RequestOptions]
  ) => [RequestParts, RequestOptions | undefined]
}

// The client's key comes first, so that a hostApiKey in the query replaces it.
const assets = (ctx: ClientContext, query?: object, options?: RequestOptions) =>
  [{ query: { hostApiKey: ctx.hostApiKey, ...query } }, options] as [
    RequestParts,
    RequestOptions | undefined,
  ]

export const requestBuilders: RequestBuilders = {
  assets,
  legacyAssets: assets,
  currencies: (_ctx, query, options) => {
    const countryCode = query?.countryCode
    if (countryCode !== undefined && !isCountryCode(countryCode)) {
      invalidRequest('countryCode', 'country')
    }
    return [{ query: { countryCode: countryCode?.toLowerCase() } }, options]
  },
  none: (_ctx, options) => [{}, options],
  transaction: (_ctx, id, secret, options) => {
    requireNonEmpty('id', id)
    requireNonEmpty('secret', secret)
    return [{ id, query: { secret } }, options]
  },
  quote: (ctx, body, options) => [
    { query: { hostApiKey: ctx.hostApiKey }, body: checkQuoteBody(ctx, body, false) },
    options,
  ],
  legacyQuote: (ctx, body, options) => [
    { query: { hostApiKey: ctx.hostApiKey }, body: checkQuoteBody(ctx, body, true) },
    options,
  ],
}
