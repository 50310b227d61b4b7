import type { ResourceSnapshot, ResourceStore } from '@rampkit/core'
import type { BindableStore } from '@rampkit/core/adapter'
import { untrack } from 'svelte'
import type { ResourceResult } from './types.js'

/** Throws a TypeError unless `value` is a function (a common slip: passing params directly). */
export function checkAccessor(caller: string, value: unknown): void {
  if (typeof value !== 'function') {
    throw new TypeError(
      `${caller} takes a function returning its input, e.g. ${caller}(() => params)`,
    )
  }
}

/** A core store as the runes read it: the quote and asset stores, and the tracker stores. */
type Store<P> = Pick<ResourceStore<P, unknown>, 'subscribe' | 'refresh' | 'destroy'> & {
  setParams(params: P | null): void
  getSnapshot(): object
}

const RESOURCE_FIELDS = ['status', 'params', 'data', 'error', 'updatedAt', 'isFetching']

/**
 * Adapts a core store to runes. The snapshot lives in `$state.raw`; an `$effect` subscribes
 * (so only in the browser, after mount) and its cleanup unsubscribes and destroys the store
 * with the component; another `$effect` hands over `params()` whenever what it reads changes
 * (the store compares, so an equal object costs nothing). On the server nothing runs and the
 * state stays as the store was made. The result has a reactive getter per field of `fields`.
 */
export function bindStore<P, R = ResourceResult<P, unknown>>(
  store: Store<P>,
  params: () => P | null | undefined,
  fields: readonly string[] = RESOURCE_FIELDS,
): R {
  let snapshot = $state.raw(store.getSnapshot())
  $effect(() => {
    const unsubscribe = store.subscribe(() => {
      snapshot = store.getSnapshot()
    })
    snapshot = store.getSnapshot()
    return () => {
      unsubscribe()
      store.destroy()
    }
  })
  $effect(() => {
    const next = params()
    // A plain copy: the store keeps params in its snapshot, and proxies would track reads.
    const plain = next === null || next === undefined ? null : ($state.snapshot(next) as P)
    untrack(() => store.setParams(plain))
  })
  const result = { refresh: () => store.refresh() }
  for (const field of fields) {
    Object.defineProperty(result, field, {
      get: () => snapshot[field as keyof typeof snapshot],
      enumerable: true,
    })
  }
  return result as R
}

/**
 * Binds a store to the component, as `createAssets` and the quote runes bind core's: for a host
 * API call (or any request) that has no rune of its own. Call it while a component initialises.
 * The store is subscribed in an `$effect` (so only in the browser, after mount) and destroyed with
 * the component; `params()` is handed over whenever what it reads changes (compared by value;
 * `null` or `undefined`: idle). On the server nothing is asked: the result shows the store as it
 * was made (idle, or `loading` with its `initialParams`).
 *
 * @returns The store's snapshot with reactive fields (`status`, `params`, `data`, `error`,
 * `updatedAt`, `isFetching`) plus `refresh()`. Read the fields from the object: a destructured
 * copy never changes.
 *
 * @example
 * ```ts
 * import { type CurrenciesQuery, createHostApiClient } from '@rampkit/core'
 * import { createResourceStore } from '@rampkit/core/adapter'
 * import { createResource } from '@rampkit/svelte'
 *
 * const client = createHostApiClient({ baseUrl: 'https://api.ramp.network/api' })
 *
 * // In a component's <script>: the fiat currencies of a country, a call with no rune.
 * // `country` stands for a `$state` or a prop: what the function reads is followed.
 * const country = { code: 'FR' }
 * const currencies = createResource(
 *   createResourceStore({
 *     scope: client,
 *     prepare: (query: CurrenciesQuery) => ({
 *       key: `currencies:${query.countryCode ?? ''}`,
 *       run: ({ signal }) => client.v3.getCurrencies(query, { signal }),
 *     }),
 *   }),
 *   () => ({ countryCode: country.code }),
 * )
 * // currencies.status: 'idle' | 'loading' | 'success' | 'error'
 * // currencies.data: ActiveTransactionCurrency[] | undefined
 * ```
 */
export function createResource<P, D>(
  store: BindableStore<P, ResourceSnapshot<P, D>>,
  params: () => P | null | undefined,
): ResourceResult<P, D> {
  checkAccessor('createResource', params)
  return bindStore(store, params)
}
