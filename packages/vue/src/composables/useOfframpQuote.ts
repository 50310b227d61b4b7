import { createQuoteStore, type QuoteParams } from '@rampkit/core'
import type { MaybeRefOrGetter } from 'vue'
import { useRampKitClient } from '../plugin/useRampKitClient.js'
import type { QuoteComposableOptions, QuoteComposableResult } from './types.js'
import { useResource } from './useResourceStore.js'

/**
 * Live off-ramp quotes for `params` (a ref, a getter or a value; `null`: idle), followed as
 * they change. Options are read at setup.
 */
export function useOfframpQuote(
  params: MaybeRefOrGetter<QuoteParams | null>,
  options?: QuoteComposableOptions,
): QuoteComposableResult<'offramp'> {
  const client = useRampKitClient('useOfframpQuote')
  return useResource(
    (initialParams) => createQuoteStore(client, { ...options, flow: 'offramp', initialParams }),
    params,
  )
}
