import { createQuoteStore, type QuoteFlow, type QuoteParams } from '@rampkit/core'
import type { MaybeRefOrGetter } from 'vue'
import { useRampKitClient } from '../plugin/useRampKitClient.js'
import type { QuoteComposableOptions, QuoteComposableResult } from './types.js'
import { useResource } from './useResourceStore.js'

/** The quote composable of either flow; `name` (the exported one's) is the one its errors give. */
export function useQuote<F extends QuoteFlow>(
  flow: F,
  name: string,
  params: MaybeRefOrGetter<QuoteParams | null>,
  options: QuoteComposableOptions | undefined,
): QuoteComposableResult<F> {
  const client = useRampKitClient(name)
  return useResource(
    (initialParams) => createQuoteStore(client, { ...options, flow, initialParams }),
    params,
  )
}
