import type { AssetsQuery, QuoteFlow } from '@rampkit/core'
import { type AssetsStoreOptions, createAssetsStore } from '@rampkit/core/adapter'
import { untrack } from 'svelte'
import { getRampKitClient } from './context.js'
import { bindStore, checkAccessor } from './createResource.svelte.js'
import type { AssetsResult } from './types.js'

const EVERY_ASSET = (): AssetsQuery => ({})

/**
 * The asset list (on-ramp by default; `{ flow: 'offramp' }` for the sale side). `query()`
 * returning `undefined` (or no `query`) asks for every asset; `null` stays idle. With
 * `initialData` (the list for the starting query, read by a server load) it starts with it,
 * on the server too, and does not ask again.
 */
export function createAssets<F extends QuoteFlow = 'onramp'>(
  query: () => AssetsQuery | null | undefined = EVERY_ASSET,
  options?: AssetsStoreOptions<F>,
): AssetsResult<F> {
  checkAccessor('createAssets', query)
  const client = getRampKitClient('createAssets')
  // No starting query (the effect hands it over), so the server renders idle; except with
  // `initialData`, which answers the starting query and so renders on the server too.
  // (createAssetsStore reads an `undefined` query as every asset, as `query()` does here.)
  const start = options?.initialData === undefined ? null : untrack(query)
  const store = createAssetsStore<F>(client, start, options)
  return bindStore(store, () => {
    const next = query()
    return next === undefined ? {} : next
  })
}
