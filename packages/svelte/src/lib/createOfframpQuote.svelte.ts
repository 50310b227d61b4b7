import type { QuoteParams } from '@rampkit/core'
import { createQuote } from './createQuote.svelte.js'
import type { QuoteOptions, QuoteResult } from './types.js'

/**
 * Live off-ramp quotes for `params()` (`null`: idle), re-asked when what it reads changes.
 * Call it while a component initialises, below `setRampKitContext`.
 */
export function createOfframpQuote(
  params: () => QuoteParams | null,
  options?: QuoteOptions,
): QuoteResult<'offramp'> {
  return createQuote('offramp', 'createOfframpQuote', params, options)
}
