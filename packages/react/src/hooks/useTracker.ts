import { useMemo, useState, useSyncExternalStore } from 'react'

interface Tracker<S> {
  getSnapshot(): S
  subscribe(listener: () => void): () => void
  refresh(): Promise<void>
}

const NO_SUBSCRIPTION = () => () => {}
const DONE = () => Promise.resolve()

/**
 * Reads a core tracker (or `idle` when there is none) with useSyncExternalStore, plus its
 * `refresh`. Unsubscribing pauses it; an unused tracker holds no timer, so none is destroyed
 * here (StrictMode's simulated remount would otherwise leave a dead one).
 */
export function useTracker<S, I>(
  tracker: Tracker<S> | undefined,
  idle: I,
): (S | I) & { refresh: () => Promise<void> } {
  // The server (and hydration) shows what the tracker showed when it was made: the same object.
  const [first] = useState(() => new WeakMap<Tracker<S>, S>())
  const serverSnapshot = (): S | I => {
    if (!tracker) return idle
    let snapshot = first.get(tracker)
    if (snapshot === undefined) {
      snapshot = tracker.getSnapshot()
      first.set(tracker, snapshot)
    }
    return snapshot
  }
  const snapshot = useSyncExternalStore<S | I>(
    tracker?.subscribe ?? NO_SUBSCRIPTION,
    tracker ? tracker.getSnapshot : () => idle,
    serverSnapshot,
  )
  return useMemo(() => ({ ...snapshot, refresh: tracker?.refresh ?? DONE }), [snapshot, tracker])
}
