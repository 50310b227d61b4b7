import { describe, expectTypeOf, it } from 'vitest'
import type { HostAssetsConfig } from '../types/assets.js'
import type { OfframpQuoteResult, OnrampQuoteResult } from '../types/quotes.js'
import { assetsQueryOptions } from './assetsQueryOptions.js'
import { offrampQuoteQueryOptions } from './offrampQuoteQueryOptions.js'
import { onrampQuoteQueryOptions } from './onrampQuoteQueryOptions.js'
import type { QuoteParams, RampKitClient } from './types.js'

declare const client: RampKitClient
declare const params: QuoteParams

// The shape TanStack Query's useQuery accepts, reduced to what these factories fill in.
type UseQueryOptionsLike<D, K extends readonly unknown[]> = {
  queryKey: K
  queryFn: (context: { signal: AbortSignal; queryKey: K; meta: unknown }) => Promise<D>
}

describe('query option factories types', () => {
  it('resolve to the result of the endpoint and fit a useQuery-like signature', () => {
    const onramp = onrampQuoteQueryOptions(client, params)
    expectTypeOf(onramp.queryFn).returns.resolves.toEqualTypeOf<OnrampQuoteResult>()
    expectTypeOf(onramp.queryKey).toEqualTypeOf<readonly ['rampkit', 'onrampQuote', QuoteParams]>()
    expectTypeOf(onramp).toExtend<
      UseQueryOptionsLike<OnrampQuoteResult, readonly ['rampkit', 'onrampQuote', QuoteParams]>
    >()
    expectTypeOf(
      offrampQuoteQueryOptions(client, params).queryFn,
    ).returns.resolves.toEqualTypeOf<OfframpQuoteResult>()
    expectTypeOf(
      assetsQueryOptions(client).queryFn,
    ).returns.resolves.toEqualTypeOf<HostAssetsConfig>()
  })
})
