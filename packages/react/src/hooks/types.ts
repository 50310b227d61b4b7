import type {
  AssetsConfigFor,
  AssetsQuery,
  QuoteFlow,
  QuoteParams,
  QuoteResultFor,
  QuoteStoreOptions,
} from '@rampkit/core'
import type { ResourceHookResult } from './useResourceStore.js'

/** Timing of a quote hook. Amount limits go in `params.limits`, so they may change. */
export type QuoteHookOptions = Pick<QuoteStoreOptions, 'debounceMs' | 'refreshIntervalMs'>

export type QuoteHookResult<F extends QuoteFlow> = ResourceHookResult<
  QuoteParams,
  QuoteResultFor<F>
>

export type AssetsHookResult<F extends QuoteFlow> = ResourceHookResult<
  AssetsQuery,
  AssetsConfigFor<F>
>
