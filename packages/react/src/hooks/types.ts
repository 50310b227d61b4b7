import type {
  AssetsQuery,
  QuoteFlow,
  QuoteParams,
  QuoteResultFor,
  QuoteStoreOptions,
} from '@rampkit/core'
import type { AssetsConfigFor } from '@rampkit/core/adapter'
import type { ResourceHookResult } from './useResourceStore.js'

/** Timing of a quote hook. Amount limits go in `params.limits`, so they may change. */
export type QuoteHookOptions = Pick<QuoteStoreOptions, 'debounceMs' | 'refreshIntervalMs'>

/**
 * What `useOnrampQuote` and `useOfframpQuote` return: the quote store's snapshot (params, quote,
 * error, `isFetching`) plus `refresh`.
 */
export type QuoteHookResult<F extends QuoteFlow> = ResourceHookResult<
  QuoteParams,
  QuoteResultFor<F>
>

/**
 * What `useAssets` returns: the assets store's snapshot (query, asset list, error, `isFetching`)
 * plus `refresh`.
 */
export type AssetsHookResult<F extends QuoteFlow> = ResourceHookResult<
  AssetsQuery,
  AssetsConfigFor<F>
>
