import type { QuoteParams } from '@rampkit/core'
import { createQuote } from './createQuote.svelte.js'
import type { QuoteOptions, QuoteResult } from './types.js'

/**
 * Live on-ramp quotes for `params()` (`null`: idle), re-asked when what it reads changes.
 * Call it while a component initialises, below `setRampKitContext`.
 */
export function createOnrampQuote(
  params: () => QuoteParams | null,
  options?: QuoteOptions,
): QuoteResult<'onramp'> {
  return createQuote('onramp', 'createOnrampQuote', params, options)
}
