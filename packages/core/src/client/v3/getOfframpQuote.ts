import type { OfframpQuoteResult, QuoteRequestBody } from '../../types/quotes.js'
import { checkQuoteBody } from '../checkQuoteBody.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** POST /host-api/v3/offramp/quote/all?hostApiKey= (spec 4.6): one quote per payout method. */
export async function getOfframpQuote(
  ctx: ClientContext,
  body: QuoteRequestBody,
  options?: RequestOptions,
): Promise<OfframpQuoteResult> {
  const sent = checkQuoteBody(ctx, body, false)
  return request(
    ctx,
    {
      method: 'POST',
      path: '/host-api/v3/offramp/quote/all',
      query: { hostApiKey: ctx.hostApiKey },
      body: sent,
      resource: 'OfframpQuoteResult',
    },
    options,
  )
}
