import type { ResourceSnapshot } from '@rampkit/core'
import type { BindableStore } from '@rampkit/core/adapter'
import {
  type MaybeRefOrGetter,
  type Ref,
  shallowReactive,
  shallowReadonly,
  toRefs,
  toValue,
  watch,
} from 'vue'
import { subscribeInScope } from './subscribeInScope.js'
import { toPlain } from './toPlain.js'

/** A snapshot as read-only refs, one per field. */
export type TrackerRefs<S> = { readonly [K in keyof S]-?: Readonly<Ref<S[K]>> }

/** A store's snapshot as read-only refs (one per field), plus `refresh`. */
export type ResourceComposableResult<P, D> = {
  readonly [K in keyof ResourceSnapshot<P, D>]-?: Readonly<Ref<ResourceSnapshot<P, D>[K]>>
} & {
  /** Asks again now; resolves when the answer is in. */
  refresh: () => Promise<void>
}

/**
 * Binds a core store (quotes, assets, a purchase or a sale) to the calling component (or effect
 * scope): created in setup with the current params (so the first render, on the server too,
 * already shows them), subscribed once mounted (never on the server), fed every params change,
 * destroyed with the scope. `empty` lists the fields a snapshot may leave out, so they clear.
 */
export function useBoundStore<P, T extends BindableStore<P, object>>(
  create: (initial: P | null) => T,
  params: MaybeRefOrGetter<P | null | undefined>,
  empty: Partial<SnapshotOf<T>> = {},
): { state: TrackerRefs<SnapshotOf<T>>; store: T } {
  const read = () => toPlain(toValue(params)) ?? null
  const store = create(read())
  const state = shallowReactive<Record<string, unknown>>({ ...empty, ...store.getSnapshot() })
  const sync = () => Object.assign(state, empty, store.getSnapshot())

  // A fresh copy each time: any field read inside changes it; the store ignores equal params.
  watch(read, (next) => {
    store.setParams(next)
    sync()
  })
  subscribeInScope(store, sync)
  return { state: toRefs(shallowReadonly(state)) as unknown as TrackerRefs<SnapshotOf<T>>, store }
}

type SnapshotOf<T extends BindableStore<never, object>> = ReturnType<T['getSnapshot']>

// Every field of a resource snapshot: an idle or loading one leaves these out.
const EMPTY = { data: undefined, error: undefined, updatedAt: undefined }

/**
 * Binds a store to the calling component (or effect scope), as `useAssets` and the quote
 * composables bind core's: for a host API call (or any request) that has no composable of its
 * own. `create(initialParams)` makes the store in setup with the current params, so the first
 * render (on the server too) already shows them; it must start nothing until subscribed, as
 * core's `createResourceStore` does. The store is subscribed once mounted (never on the server),
 * fed every change of `params` (a ref, a getter or a value, compared by value; `null`: idle) and
 * destroyed with the scope.
 *
 * @returns The store's snapshot as read-only refs (`status`, `params`, `data`, `error`,
 * `updatedAt`, `isFetching`) plus `refresh()`; wrap it in `reactive()` to read plain fields.
 *
 * @example
 * ```ts
 * import { type CurrenciesQuery, createHostApiClient } from '@rampkit/core'
 * import { createResourceStore } from '@rampkit/core/adapter'
 * import { useResource } from '@rampkit/vue'
 * import { ref } from 'vue'
 *
 * const client = createHostApiClient({ baseUrl: 'https://api.ramp.network/api' })
 *
 * // In a component's setup: the fiat currencies of a country, a call with no composable.
 * // (`initialParams` typed: the store's params, not the getter's literal, are the params type.)
 * const countryCode = ref('FR')
 * const currencies = useResource(
 *   (initialParams: CurrenciesQuery | null) =>
 *     createResourceStore({
 *       scope: client,
 *       initialParams,
 *       prepare: (query: CurrenciesQuery) => ({
 *         key: `currencies:${query.countryCode ?? ''}`,
 *         run: ({ signal }) => client.v3.getCurrencies(query, { signal }),
 *       }),
 *     }),
 *   () => ({ countryCode: countryCode.value }),
 * )
 * // currencies.status.value: 'idle' | 'loading' | 'success' | 'error'
 * // currencies.data.value: ActiveTransactionCurrency[] | undefined
 * ```
 */
export function useResource<P, D>(
  create: (initialParams: P | null) => BindableStore<P, ResourceSnapshot<P, D>>,
  params: MaybeRefOrGetter<P | null>,
): ResourceComposableResult<P, D> {
  const { state, store } = useBoundStore(create, params, EMPTY)
  return { ...(state as ResourceComposableResult<P, D>), refresh: store.refresh }
}
