import { stableKey } from '../shared/stableKey.js'
import { checkDelay } from '../shared/store/checkDelay.js'
import {
  createResourceStore,
  type ResourceSnapshot,
  type ResourceStore,
} from '../shared/store/createResourceStore.js'
import type { AssetsQuery } from '../types/assets.js'
import { checkClient } from './createQuoteStore.js'
import type { AssetsClient, AssetsConfigFor, QuoteFlow } from './types.js'

/**
 * Options of `createAssetsStore`: the flow, the refresh interval and an asset list already read for
 * the starting query.
 */
export interface AssetsStoreOptions<F extends QuoteFlow = 'onramp'> {
  /** `onramp` (default): GET /v3/assets; `offramp`: GET /v3/offramp/assets. */
  flow?: F
  /** Re-ask this often while someone listens; 0 (default) turns it off. */
  refreshIntervalMs?: number
  /**
   * The list for the starting `query` that the host already read (say, in a server component):
   * the store starts with it instead of asking again.
   */
  initialData?: AssetsConfigFor<F>
  /** When `initialData` was read (ms since the epoch). Default: now. */
  initialDataUpdatedAt?: number
}

/**
 * What an assets store shows: the query, its asset list once read, the error and whether a request
 * is in flight.
 */
export type AssetsSnapshot<F extends QuoteFlow = 'onramp'> = ResourceSnapshot<
  AssetsQuery,
  AssetsConfigFor<F>
>
/**
 * The store `createAssetsStore` returns: the asset list of a flow for a changing query, with
 * `subscribe`/`getSnapshot` for `useSyncExternalStore`.
 */
export type AssetsStore<F extends QuoteFlow = 'onramp'> = ResourceStore<
  AssetsQuery,
  AssetsConfigFor<F>
>

/**
 * The asset list of a flow as a store (`useAssets` and friends adapt it). `query` is the
 * starting query (default `{}`: every enabled, visible asset); `null` starts idle.
 */
export function createAssetsStore<F extends QuoteFlow = 'onramp'>(
  client: AssetsClient,
  query?: AssetsQuery | null,
  options?: AssetsStoreOptions<F>,
): AssetsStore<F> {
  const flow = options?.flow ?? 'onramp'
  if (flow !== 'onramp' && flow !== 'offramp') {
    throw new TypeError(`createAssetsStore: flow must be 'onramp' or 'offramp'`)
  }
  const method = flow === 'onramp' ? 'getAssets' : 'getOfframpAssets'
  checkClient('createAssetsStore', client, method)
  return createResourceStore<AssetsQuery, AssetsConfigFor<F>>({
    scope: client,
    refreshIntervalMs: checkDelay('refreshIntervalMs', options?.refreshIntervalMs, 0),
    initialParams: query === undefined ? {} : query,
    initialData: options?.initialData,
    initialDataUpdatedAt: options?.initialDataUpdatedAt,
    prepare: (params) => {
      if (typeof params !== 'object' || params === null || Array.isArray(params)) {
        return new TypeError('The assets query must be an object')
      }
      return {
        key: `${method}:${stableKey(params)}`,
        run: ({ signal }) => client.v3[method](params, { signal }) as Promise<AssetsConfigFor<F>>,
      }
    },
  })
}
