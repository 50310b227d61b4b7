import { createQuoteStore, type QuoteFlow, type QuoteParams } from '@rampkit/core'
import { useRampKitClient } from '../context/useRampKitClient.js'
import type { QuoteHookOptions, QuoteHookResult } from './types.js'
import { useResource } from './useResourceStore.js'

/** The quote hook of either flow; `name` (the exported hook's) is the one its errors give. */
export function useQuote<F extends QuoteFlow>(
  flow: F,
  name: string,
  params: QuoteParams | null,
  options: QuoteHookOptions | undefined,
): QuoteHookResult<F> {
  const client = useRampKitClient(name)
  return useResource(
    client,
    (c) => createQuoteStore(c, { ...options, flow, initialParams: params }),
    params,
  )
}
