import {
  type AssetsQuery,
  type AssetsStoreOptions,
  createAssetsStore,
  type QuoteFlow,
} from '@rampkit/core'
import { getRampKitClient } from './context.js'
import { checkAccessor, createResource } from './createResource.svelte.js'
import type { AssetsResult } from './types.js'

const EVERY_ASSET = (): AssetsQuery => ({})

/**
 * The asset list (on-ramp by default; `{ flow: 'offramp' }` for the sale side). `query()`
 * returning `undefined` (or no `query`) asks for every asset; `null` stays idle.
 */
export function createAssets<F extends QuoteFlow = 'onramp'>(
  query: () => AssetsQuery | null | undefined = EVERY_ASSET,
  options?: AssetsStoreOptions<F>,
): AssetsResult<F> {
  checkAccessor('createAssets', query)
  const client = getRampKitClient('createAssets')
  // No starting query: it is handed over by the effect, so the server renders idle.
  const store = createAssetsStore<F>(client, null, options)
  return createResource(store, () => {
    const next = query()
    return next === undefined ? {} : next
  })
}
