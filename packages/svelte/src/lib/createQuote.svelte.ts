import { createQuoteStore, type QuoteFlow, type QuoteParams } from '@rampkit/core'
import { getRampKitClient } from './context.js'
import { bindStore, checkAccessor } from './createResource.svelte.js'
import type { QuoteOptions, QuoteResult } from './types.js'

/** The quote rune of either flow; `name` (the exported function's) is the one its errors give. */
export function createQuote<F extends QuoteFlow>(
  flow: F,
  name: string,
  params: () => QuoteParams | null,
  options: QuoteOptions | undefined,
): QuoteResult<F> {
  checkAccessor(name, params)
  const client = getRampKitClient(name)
  return bindStore(createQuoteStore(client, { ...options, flow }), params)
}
