import type {
  AssetsConfigFor,
  AssetsQuery,
  QuoteFlow,
  QuoteParams,
  QuoteResultFor,
  QuoteStoreOptions,
} from '@rampkit/core'
import type { ResourceComposableResult } from './useResourceStore.js'

/** Timing of a quote composable (read at setup). Amount limits go in `params.limits`. */
export type QuoteComposableOptions = Pick<QuoteStoreOptions, 'debounceMs' | 'refreshIntervalMs'>

export type QuoteComposableResult<F extends QuoteFlow> = ResourceComposableResult<
  QuoteParams,
  QuoteResultFor<F>
>

export type AssetsComposableResult<F extends QuoteFlow> = ResourceComposableResult<
  AssetsQuery,
  AssetsConfigFor<F>
>
