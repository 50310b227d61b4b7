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

/** Binds a quote or asset store (see `useBoundStore`), plus `refresh`. */
export function useResourceStore<P, D>(
  create: (initial: P | null) => BindableStore<P, ResourceSnapshot<P, D>>,
  params: MaybeRefOrGetter<P | null>,
): ResourceComposableResult<P, D> {
  const { state, store } = useBoundStore(create, params, EMPTY)
  return { ...(state as ResourceComposableResult<P, D>), refresh: store.refresh }
}
