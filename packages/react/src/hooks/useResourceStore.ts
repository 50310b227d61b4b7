import type { RampKitClient, ResourceSnapshot, ResourceStore } from '@rampkit/core'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'

/**
 * A store snapshot (`status`, `params`, `data`, `error`, `isFetching`) plus `refresh`, which asks
 * again now.
 */
export type ResourceHookResult<P, D> = ResourceSnapshot<P, D> & {
  /** Asks again now; resolves when the answer is in. */
  refresh: () => Promise<void>
}

// Servers send nothing and render the idle state, or the data the store was created with
// (`initialData`, which the hydrating client has too): the same object on every call.
const SERVER_SNAPSHOT = Object.freeze({ status: 'idle', params: null, isFetching: false } as const)

function withServerSnapshot<P, D>(client: RampKitClient, store: ResourceStore<P, D>) {
  const first = store.getSnapshot()
  const serverSnapshot = first.status === 'success' ? first : SERVER_SNAPSHOT
  return { client, store, getServerSnapshot: () => serverSnapshot }
}

/**
 * Adapts a core store: one per component and client (created during render, which starts
 * nothing), read with useSyncExternalStore, params handed over after each commit.
 */
export function useResourceStore<P, D>(
  client: RampKitClient,
  create: (client: RampKitClient) => ResourceStore<P, D>,
  params: P | null,
): ResourceHookResult<P, D> {
  const [entry, setEntry] = useState(() => withServerSnapshot(client, create(client)))
  let current = entry
  if (entry.client !== client) {
    // A new client: a new store (React re-renders at once with it; the old one is dropped).
    current = withServerSnapshot(client, create(client))
    setEntry(current)
  }
  const { store } = current
  const snapshot = useSyncExternalStore<ResourceSnapshot<P, D>>(
    store.subscribe,
    store.getSnapshot,
    current.getServerSnapshot,
  )
  // Every commit: the store compares params by value, so equal params cost nothing.
  useEffect(() => {
    store.setParams(params)
  })
  return useMemo(() => ({ ...snapshot, refresh: store.refresh }), [snapshot, store])
}
