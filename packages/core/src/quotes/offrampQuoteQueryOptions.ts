import type { OfframpQuoteResult } from '../types/quotes.js'
import { checkClient } from './createQuoteStore.js'
import { quoteQueryOptions } from './quoteQueryOptions.js'
import type { QuoteClient, QuoteParams } from './types.js'

/** `{ queryKey, queryFn }` for TanStack Query; see `onrampQuoteQueryOptions`. */
export function offrampQuoteQueryOptions(client: QuoteClient, params: QuoteParams) {
  checkClient('offrampQuoteQueryOptions', client, 'getOfframpQuote')
  return quoteQueryOptions<'offrampQuote', OfframpQuoteResult>(
    'offrampQuote',
    params,
    (body, signal) => client.v3.getOfframpQuote(body, { signal }),
  )
}
