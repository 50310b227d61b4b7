import type { QuoteParams } from '@rampkit/core'
import type { MaybeRefOrGetter } from 'vue'
import type { QuoteComposableOptions, QuoteComposableResult } from './types.js'
import { useQuote } from './useQuote.js'

/**
 * Live on-ramp quotes for `params` (a ref, a getter or a value; `null`: idle), followed as
 * they change. Options are read at setup.
 */
export function useOnrampQuote(
  params: MaybeRefOrGetter<QuoteParams | null>,
  options?: QuoteComposableOptions,
): QuoteComposableResult<'onramp'> {
  return useQuote('onramp', 'useOnrampQuote', params, options)
}
