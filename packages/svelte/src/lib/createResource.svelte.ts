import type { ResourceStore } from '@rampkit/core'
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
export function createResource<P, R = ResourceResult<P, unknown>>(
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
