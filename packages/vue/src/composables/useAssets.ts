import type { AssetsQuery, QuoteFlow } from '@rampkit/core'
import { type AssetsStoreOptions, createAssetsStore } from '@rampkit/core/adapter'
import { type MaybeRefOrGetter, toValue } from 'vue'
import { useRampKitClient } from '../plugin/useRampKitClient.js'
import type { AssetsComposableResult } from './types.js'
import { useResource } from './useResourceStore.js'

/**
 * The asset list (on-ramp by default; `{ flow: 'offramp' }` for the sale side), following
 * `query` (a ref, a getter or a value; absent: `{}`, every asset; `null`: idle). Options are
 * read at setup.
 */
export function useAssets<F extends QuoteFlow = 'onramp'>(
  query?: MaybeRefOrGetter<AssetsQuery | null | undefined>,
  options?: AssetsStoreOptions<F>,
): AssetsComposableResult<F> {
  const client = useRampKitClient('useAssets')
  return useResource(
    (initial) => createAssetsStore<F>(client, initial, options),
    () => {
      const value = toValue(query)
      return value === undefined ? {} : value
    },
  )
}
