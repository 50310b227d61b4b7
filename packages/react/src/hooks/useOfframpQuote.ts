import type { QuoteParams } from '@rampkit/core'
import type { QuoteHookOptions, QuoteHookResult } from './types.js'
import { useQuote } from './useQuote.js'

/** Live off-ramp quotes for `params` (`null`: idle). Options are read when the component mounts. */
export function useOfframpQuote(
  params: QuoteParams | null,
  options?: QuoteHookOptions,
): QuoteHookResult<'offramp'> {
  return useQuote('offramp', 'useOfframpQuote', params, options)
}
