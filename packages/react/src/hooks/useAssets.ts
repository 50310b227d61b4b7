import type { AssetsQuery, QuoteFlow } from '@rampkit/core'
import { type AssetsStoreOptions, createAssetsStore } from '@rampkit/core/adapter'
import { useRampKitClient } from '../context/useRampKitClient.js'
import type { AssetsHookResult } from './types.js'
import { useResource } from './useResourceStore.js'

/**
 * The asset list (on-ramp by default; `{ flow: 'offramp' }` for the sale side). `query`
 * defaults to `{}`; `null` stays idle. Options are read when the component mounts.
 */
export function useAssets<F extends QuoteFlow = 'onramp'>(
  query?: AssetsQuery | null,
  options?: AssetsStoreOptions<F>,
): AssetsHookResult<F> {
  const client = useRampKitClient('useAssets')
  const params = query === undefined ? {} : query
  return useResource(client, (c) => createAssetsStore<F>(c, params, options), params)
}
