import type { RampKitClient, ResourceSnapshot, ResourceStore } from '@rampkit/core'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'

export type ResourceHookResult<P, D> = ResourceSnapshot<P, D> & {
  /** Asks again now; resolves when the answer is in. */
  refresh: () => Promise<void>
}

// Servers render the idle state and send nothing: the same object on every call.
const SERVER_SNAPSHOT = Object.freeze({ status: 'idle', params: null, isFetching: false } as const)
const getServerSnapshot = () => SERVER_SNAPSHOT

/**
 * Adapts a core store: one per component and client (created during render, which starts
 * nothing), read with useSyncExternalStore, params handed over after each commit.
 */
export function useResourceStore<P, D>(
  client: RampKitClient,
  create: (client: RampKitClient) => ResourceStore<P, D>,
  params: P | null,
): ResourceHookResult<P, D> {
  const [entry, setEntry] = useState(() => ({ client, store: create(client) }))
  let store = entry.store
  if (entry.client !== client) {
    // A new client: a new store (React re-renders at once with it; the old one is dropped).
    store = create(client)
    setEntry({ client, store })
  }
  const snapshot = useSyncExternalStore<ResourceSnapshot<P, D>>(
    store.subscribe,
    store.getSnapshot,
    getServerSnapshot,
  )
  // Every commit: the store compares params by value, so equal params cost nothing.
  useEffect(() => {
    store.setParams(params)
  })
  return useMemo(() => ({ ...snapshot, refresh: store.refresh }), [snapshot, store])
}
