import type { QuoteRequestBody } from '../types/quotes.js'
import { QuoteInputError } from './QuoteInputError.js'
import type { QuoteParams } from './types.js'
import { toQuoteRequestBody } from './validateQuoteParams.js'

/** What TanStack Query hands a `queryFn` that rampkit uses. */
export interface QueryFunctionContextLike {
  signal: AbortSignal
}

/**
 * The `{ queryKey, queryFn }` pair the `*QueryOptions` helpers return, to spread into TanStack
 * Query's `useQuery`.
 */
export interface RampKitQueryOptions<K extends readonly unknown[], D> {
  queryKey: K
  queryFn: (context: QueryFunctionContextLike) => Promise<D>
}

/** TanStack Query key of a quote: `['rampkit', 'onrampQuote' | 'offrampQuote', params]`. */
export type QuoteQueryKey<N extends string> = readonly ['rampkit', N, QuoteParams]

// Shared body of the on-ramp and off-ramp factories. The key holds the params as given
// (limits included: they decide whether the request is made); TanStack hashes it order-free.
export function quoteQueryOptions<N extends string, D>(
  name: N,
  params: QuoteParams,
  send: (body: QuoteRequestBody, signal: AbortSignal) => Promise<D>,
): RampKitQueryOptions<QuoteQueryKey<N>, D> {
  return {
    queryKey: ['rampkit', name, params] as const,
    // Rejects (never throws at render) so a query shows the rule as its error.
    queryFn: async ({ signal }) => {
      const body = toQuoteRequestBody(params)
      if (body instanceof QuoteInputError) throw body
      return send(body, signal)
    },
  }
}
