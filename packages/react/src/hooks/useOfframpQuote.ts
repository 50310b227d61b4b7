import { createQuoteStore, type QuoteParams } from '@rampkit/core'
import { useRampKitClient } from '../context/useRampKitClient.js'
import type { QuoteHookOptions, QuoteHookResult } from './types.js'
import { useResource } from './useResourceStore.js'

/** Live off-ramp quotes for `params` (`null`: idle). Options are read when the component mounts. */
export function useOfframpQuote(
  params: QuoteParams | null,
  options?: QuoteHookOptions,
): QuoteHookResult<'offramp'> {
  const client = useRampKitClient('useOfframpQuote')
  return useResource(
    client,
    (c) => createQuoteStore(c, { ...options, flow: 'offramp', initialParams: params }),
    params,
  )
}
