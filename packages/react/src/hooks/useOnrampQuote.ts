import type { QuoteParams } from '@rampkit/core'
import type { QuoteHookOptions, QuoteHookResult } from './types.js'
import { useQuote } from './useQuote.js'

/** Live on-ramp quotes for `params` (`null`: idle). Options are read when the component mounts. */
export function useOnrampQuote(
  params: QuoteParams | null,
  options?: QuoteHookOptions,
): QuoteHookResult<'onramp'> {
  return useQuote('onramp', 'useOnrampQuote', params, options)
}
