import type { ResourceSnapshot, ResourceStore } from '@rampkit/core'
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

/** A store's snapshot as read-only refs (one per field), plus `refresh`. */
export type ResourceComposableResult<P, D> = {
  readonly [K in keyof ResourceSnapshot<P, D>]-?: Readonly<Ref<ResourceSnapshot<P, D>[K]>>
} & {
  /** Asks again now; resolves when the answer is in. */
  refresh: () => Promise<void>
}

// Every field, so fields a new snapshot leaves out are cleared.
const EMPTY = { data: undefined, error: undefined, updatedAt: undefined }

/**
 * Adapts a core store to the calling component (or effect scope): created in setup with the
 * current params (so the first render, on the server too, already shows them), subscribed once
 * mounted (never on the server), fed every params change, destroyed with the scope.
 */
export function useResourceStore<P, D>(
  create: (initial: P | null) => ResourceStore<P, D>,
  params: MaybeRefOrGetter<P | null>,
): ResourceComposableResult<P, D> {
  const read = () => toPlain(toValue(params)) ?? null
  const store = create(read())
  const state = shallowReactive({ ...EMPTY, ...store.getSnapshot() })
  const sync = () => Object.assign(state, EMPTY, store.getSnapshot())

  // A fresh copy each time: any field read inside changes it; the store ignores equal params.
  watch(read, (next) => store.setParams(next))
  subscribeInScope(store, sync)

  return {
    ...(toRefs(shallowReadonly(state)) as ResourceComposableResult<P, D>),
    refresh: store.refresh,
  }
}
