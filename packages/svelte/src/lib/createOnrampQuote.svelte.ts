import { createQuoteStore, type QuoteParams } from '@rampkit/core'
import { getRampKitClient } from './context.js'
import { bindStore, checkAccessor } from './createResource.svelte.js'
import type { QuoteOptions, QuoteResult } from './types.js'

/**
 * Live on-ramp quotes for `params()` (`null`: idle), re-asked when what it reads changes.
 * Call it while a component initialises, below `setRampKitContext`.
 */
export function createOnrampQuote(
  params: () => QuoteParams | null,
  options?: QuoteOptions,
): QuoteResult<'onramp'> {
  checkAccessor('createOnrampQuote', params)
  const client = getRampKitClient('createOnrampQuote')
  return bindStore(createQuoteStore(client, { ...options, flow: 'onramp' }), params)
}
