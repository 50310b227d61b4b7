import { createQuoteStore, type QuoteParams } from '@rampkit/core'
import type { MaybeRefOrGetter } from 'vue'
import { useRampKitClient } from '../plugin/useRampKitClient.js'
import type { QuoteComposableOptions, QuoteComposableResult } from './types.js'
import { useResource } from './useResourceStore.js'

/**
 * Live on-ramp quotes for `params` (a ref, a getter or a value; `null`: idle), followed as
 * they change. Options are read at setup.
 */
export function useOnrampQuote(
  params: MaybeRefOrGetter<QuoteParams | null>,
  options?: QuoteComposableOptions,
): QuoteComposableResult<'onramp'> {
  const client = useRampKitClient('useOnrampQuote')
  return useResource(
    (initialParams) => createQuoteStore(client, { ...options, flow: 'onramp', initialParams }),
    params,
  )
}
