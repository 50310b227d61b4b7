import type { OnrampQuoteResult, QuoteRequestBody } from '../../types/quotes.js'
import { checkQuoteBody } from '../checkQuoteBody.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** POST /host-api/v3/onramp/quote/all?hostApiKey= (spec 4.5): one quote per payment method. */
export async function getOnrampQuote(
  ctx: ClientContext,
  body: QuoteRequestBody,
  options?: RequestOptions,
): Promise<OnrampQuoteResult> {
  const sent = checkQuoteBody(ctx, body, false)
  return request(
    ctx,
    {
      method: 'POST',
      path: '/host-api/v3/onramp/quote/all',
      query: { hostApiKey: ctx.hostApiKey },
      body: sent,
      resource: 'OnrampQuoteResult',
    },
    options,
  )
}
