import type { RampKitClient, ResourceSnapshot } from '@rampkit/core'
import type { BindableStore } from '@rampkit/core/adapter'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'

/**
 * A store snapshot (`status`, `params`, `data`, `error`, `isFetching`) plus `refresh`, which asks
 * again now.
 */
export type ResourceHookResult<P, D> = ResourceSnapshot<P, D> & {
  /** Asks again now; resolves when the answer is in. */
  refresh: () => Promise<void>
}

interface Entry<S, T> {
  client: RampKitClient
  store: T
  getServerSnapshot: () => S
}

function entryFor<P, S, T extends BindableStore<P, S>>(
  client: RampKitClient,
  store: T,
  serverSnapshot: (first: S) => S,
): Entry<S, T> {
  // Read once: the server and the hydrating client render the same object.
  const snapshot = serverSnapshot(store.getSnapshot())
  return { client, store, getServerSnapshot: () => snapshot }
}

/**
 * Binds a core store (quotes, assets, a purchase or a sale): one per component and client
 * (created during render, which starts nothing), read with useSyncExternalStore, params handed
 * over after each commit. `serverSnapshot` says what a server renders from the store's first
 * snapshot. Returns the store and its snapshot.
 */
export function useBoundStore<P, S, T extends BindableStore<P, S>>(
  client: RampKitClient,
  create: (client: RampKitClient) => T,
  params: P | null,
  serverSnapshot: (first: S) => S,
): { store: T; snapshot: S } {
  const [entry, setEntry] = useState(() => entryFor(client, create(client), serverSnapshot))
  let current = entry
  if (entry.client !== client) {
    // A new client: a new store (React re-renders at once with it; the old one is dropped).
    current = entryFor(client, create(client), serverSnapshot)
    setEntry(current)
  }
  const { store } = current
  const snapshot = useSyncExternalStore<S>(
    store.subscribe,
    store.getSnapshot,
    current.getServerSnapshot,
  )
  // Every commit: the store compares params (by value, or by id + token), so equal ones cost
  // nothing.
  useEffect(() => {
    store.setParams(params)
  })
  return { store, snapshot }
}

// Servers send nothing and render the idle state, or the data the store was created with
// (`initialData`, which the hydrating client has too).
const IDLE = Object.freeze({ status: 'idle', params: null, isFetching: false } as const)
const idleUnlessData = <P, D>(first: ResourceSnapshot<P, D>): ResourceSnapshot<P, D> =>
  first.status === 'success' ? first : IDLE

/** Binds a quote or asset store (see `useBoundStore`), plus `refresh`. */
export function useResourceStore<P, D>(
  client: RampKitClient,
  create: (client: RampKitClient) => BindableStore<P, ResourceSnapshot<P, D>>,
  params: P | null,
): ResourceHookResult<P, D> {
  const { store, snapshot } = useBoundStore(client, create, params, idleUnlessData<P, D>)
  return useMemo(() => ({ ...snapshot, refresh: store.refresh }), [snapshot, store])
}
