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

/**
 * Adapts a core store to runes. The snapshot lives in `$state.raw`; an `$effect` subscribes
 * (so only in the browser, after mount) and its cleanup unsubscribes and destroys the store
 * with the component; another `$effect` hands over `params()` whenever what it reads changes
 * (the store compares by value, so an equal object costs nothing). On the server nothing runs
 * and the state stays idle.
 */
export function createResource<P, D>(
  store: ResourceStore<P, D>,
  params: () => P | null | undefined,
): ResourceResult<P, D> {
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
  return {
    get status() {
      return snapshot.status
    },
    get params() {
      return snapshot.params
    },
    get data() {
      return snapshot.data
    },
    get error() {
      return snapshot.error
    },
    get updatedAt() {
      return snapshot.updatedAt
    },
    get isFetching() {
      return snapshot.isFetching
    },
    refresh: () => store.refresh(),
  } as ResourceResult<P, D>
}
