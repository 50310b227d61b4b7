import type { LegacyQuoteRequestBody, LegacyQuoteResult } from '../../types/quotes.js'
import { checkQuoteBody } from '../checkQuoteBody.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** `legacy.getQuote` (spec 4.10, under the legacy base URL): one payment method's quote. */
export async function getQuote(
  ctx: ClientContext,
  body: LegacyQuoteRequestBody,
  options?: RequestOptions,
): Promise<LegacyQuoteResult> {
  const sent = checkQuoteBody(ctx, body, true)
  return request(
    ctx,
    {
      endpoint: 'legacy.getQuote',
      query: { hostApiKey: ctx.hostApiKey },
      body: sent,
    },
    options,
  )
}
