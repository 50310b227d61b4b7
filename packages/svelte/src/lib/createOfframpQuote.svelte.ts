import { createQuoteStore, type QuoteParams } from '@rampkit/core'
import { getRampKitClient } from './context.js'
import { bindStore, checkAccessor } from './createResource.svelte.js'
import type { QuoteOptions, QuoteResult } from './types.js'

/**
 * Live off-ramp quotes for `params()` (`null`: idle), re-asked when what it reads changes.
 * Call it while a component initialises, below `setRampKitContext`.
 */
export function createOfframpQuote(
  params: () => QuoteParams | null,
  options?: QuoteOptions,
): QuoteResult<'offramp'> {
  checkAccessor('createOfframpQuote', params)
  const client = getRampKitClient('createOfframpQuote')
  return bindStore(createQuoteStore(client, { ...options, flow: 'offramp' }), params)
}
