import type { OnrampQuoteResult, QuoteRequestBody } from '../../types/quotes.js'
import { checkQuoteBody } from '../checkQuoteBody.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** `v3.getOnrampQuote` (spec 4.5): one quote per payment method. */
export async function getOnrampQuote(
  ctx: ClientContext,
  body: QuoteRequestBody,
  options?: RequestOptions,
): Promise<OnrampQuoteResult> {
  const sent = checkQuoteBody(ctx, body, false)
  return request(
    ctx,
    {
      endpoint: 'v3.getOnrampQuote',
      query: { hostApiKey: ctx.hostApiKey },
      body: sent,
    },
    options,
  )
}
