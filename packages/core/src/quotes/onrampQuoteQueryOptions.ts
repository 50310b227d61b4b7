import type { OnrampQuoteResult } from '../types/quotes.js'
import { checkClient } from './createQuoteStore.js'
import { quoteQueryOptions } from './quoteQueryOptions.js'
import type { QuoteClient, QuoteParams } from './types.js'

/**
 * `{ queryKey, queryFn }` for TanStack Query (`useQuery(onrampQuoteQueryOptions(client, p))`):
 * the same request and client-side rules as the quote store, with the user's own cache.
 */
export function onrampQuoteQueryOptions(client: QuoteClient, params: QuoteParams) {
  checkClient('onrampQuoteQueryOptions', client, 'getOnrampQuote')
  return quoteQueryOptions<'onrampQuote', OnrampQuoteResult>(
    'onrampQuote',
    params,
    (body, signal) => client.v3.getOnrampQuote(body, { signal }),
  )
}
