import type { AssetsQuery, HostAssetsConfig, OfframpAssetsConfig } from '../types/assets.js'
import { checkClient } from './createQuoteStore.js'
import type { RampKitQueryOptions } from './quoteQueryOptions.js'
import type { AssetsClient } from './types.js'

/** TanStack Query key of an asset list: `['rampkit', 'assets' | 'offrampAssets', query]`. */
export type AssetsQueryKey<N extends string> = readonly ['rampkit', N, AssetsQuery]

/** `{ queryKey, queryFn }` for TanStack Query: GET /v3/assets. */
export function assetsQueryOptions(
  client: AssetsClient,
  query: AssetsQuery = {},
): RampKitQueryOptions<AssetsQueryKey<'assets'>, HostAssetsConfig> {
  checkClient('assetsQueryOptions', client, 'getAssets')
  return {
    queryKey: ['rampkit', 'assets', query] as const,
    queryFn: ({ signal }) => client.v3.getAssets(query, { signal }),
  }
}

/** `{ queryKey, queryFn }` for TanStack Query: GET /v3/offramp/assets. */
export function offrampAssetsQueryOptions(
  client: AssetsClient,
  query: AssetsQuery = {},
): RampKitQueryOptions<AssetsQueryKey<'offrampAssets'>, OfframpAssetsConfig> {
  checkClient('offrampAssetsQueryOptions', client, 'getOfframpAssets')
  return {
    queryKey: ['rampkit', 'offrampAssets', query] as const,
    queryFn: ({ signal }) => client.v3.getOfframpAssets(query, { signal }),
  }
}
