import { useMemo, useSyncExternalStore } from 'react'

interface Tracker<S> {
  getSnapshot(): S
  subscribe(listener: () => void): () => void
  refresh(): Promise<void>
}

const NO_SUBSCRIPTION = () => () => {}
const DONE = () => Promise.resolve()

/**
 * Reads a core tracker (or `idle` when there is none) with useSyncExternalStore, plus its
 * `refresh`. The server (and hydration) sees the snapshot the tracker was made with: nothing
 * changes it before a subscription. Unsubscribing pauses the tracker; an unused one holds no
 * timer, so none is destroyed here (StrictMode's simulated remount would leave a dead one).
 */
export function useTracker<S, I>(
  tracker: Tracker<S> | undefined,
  idle: I,
): (S | I) & { refresh: () => Promise<void> } {
  const read = tracker ? tracker.getSnapshot : () => idle
  const snapshot = useSyncExternalStore<S | I>(tracker?.subscribe ?? NO_SUBSCRIPTION, read, read)
  return useMemo(() => ({ ...snapshot, refresh: tracker?.refresh ?? DONE }), [snapshot, tracker])
}
