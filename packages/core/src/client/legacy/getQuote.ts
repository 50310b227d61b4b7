import type { LegacyQuoteRequestBody, LegacyQuoteResult } from '../../types/quotes.js'
import { checkQuoteBody } from '../checkQuoteBody.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** POST {legacy_base_url}/host-api/quote?hostApiKey= (spec 4.10): one payment method's quote. */
export async function getQuote(
  ctx: ClientContext,
  body: LegacyQuoteRequestBody,
  options?: RequestOptions,
): Promise<LegacyQuoteResult> {
  const sent = checkQuoteBody(ctx, body, true)
  return request(
    ctx,
    {
      method: 'POST',
      legacy: true,
      path: '/host-api/quote',
      query: { hostApiKey: ctx.hostApiKey },
      body: sent,
      resource: 'LegacyQuoteResult',
    },
    options,
  )
}
