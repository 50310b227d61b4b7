import { createQuoteStore, type QuoteParams } from '@rampkit/core'
import { useRampKitClient } from '../context/useRampKitClient.js'
import type { QuoteHookOptions, QuoteHookResult } from './types.js'
import { useResource } from './useResourceStore.js'

/** Live on-ramp quotes for `params` (`null`: idle). Options are read when the component mounts. */
export function useOnrampQuote(
  params: QuoteParams | null,
  options?: QuoteHookOptions,
): QuoteHookResult<'onramp'> {
  const client = useRampKitClient('useOnrampQuote')
  return useResource(
    client,
    (c) => createQuoteStore(c, { ...options, flow: 'onramp', initialParams: params }),
    params,
  )
}
