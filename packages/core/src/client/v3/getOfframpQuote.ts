import type { OfframpQuoteResult, QuoteRequestBody } from '../../types/quotes.js'
import { checkQuoteBody } from '../checkQuoteBody.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** `v3.getOfframpQuote` (spec 4.6): one quote per payout method. */
export async function getOfframpQuote(
  ctx: ClientContext,
  body: QuoteRequestBody,
  options?: RequestOptions,
): Promise<OfframpQuoteResult> {
  const sent = checkQuoteBody(ctx, body, false)
  return request(
    ctx,
    {
      endpoint: 'v3.getOfframpQuote',
      query: { hostApiKey: ctx.hostApiKey },
      body: sent,
    },
    options,
  )
}
