import type {
  AssetsQuery,
  QuoteFlow,
  QuoteParams,
  QuoteResultFor,
  QuoteStoreOptions,
} from '@rampkit/core'
import type { AssetsConfigFor } from '@rampkit/core/adapter'
import type { ResourceComposableResult } from './useResourceStore.js'

/** Timing of a quote composable (read at setup). Amount limits go in `params.limits`. */
export type QuoteComposableOptions = Pick<QuoteStoreOptions, 'debounceMs' | 'refreshIntervalMs'>

/**
 * What `useOnrampQuote` and `useOfframpQuote` return: one readonly ref per field of the quote
 * store's snapshot (`status`, `params`, `data`, `error`, ...) plus `refresh`.
 */
export type QuoteComposableResult<F extends QuoteFlow> = ResourceComposableResult<
  QuoteParams,
  QuoteResultFor<F>
>

/**
 * What `useAssets` returns: one readonly ref per field of the assets store's snapshot (`status`,
 * `params`, `data`, `error`, ...) plus `refresh`.
 */
export type AssetsComposableResult<F extends QuoteFlow> = ResourceComposableResult<
  AssetsQuery,
  AssetsConfigFor<F>
>
