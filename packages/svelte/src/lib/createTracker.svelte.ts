import { trackingKey } from '@rampkit/core'
import { untrack } from 'svelte'

interface Tracker<S> {
  getSnapshot(): S
  subscribe(listener: () => void): () => void
  refresh(): Promise<void>
  destroy(): void
}

/**
 * Adapts a core tracker to runes: one tracker per id + view token of `input()` (`null`: the
 * `idle` snapshot), made at once so the first render (on the server too) shows what is known.
 * An `$effect` subscribes (only in the browser, after mount) and follows the key: a new id or
 * token destroys the old tracker and makes a new one; the component going unsubscribes, which
 * pauses polling (a tracker without listeners holds no timer).
 */
export function createTracker<I, S, T extends Tracker<S>>(
  input: () => I | null | undefined,
  create: (input: I) => T,
  idle: S,
): { snapshot: () => S; current: () => T | undefined } {
  // A plain copy: the tracker keeps it, and proxies would track reads.
  const read = (): I | null => {
    const value = untrack(input)
    return value === null || value === undefined ? null : ($state.snapshot(value) as I)
  }
  const make = (value: I | null) => ({
    key: trackingKey(value),
    tracker: value === null ? undefined : create(value),
  })
  let current = make(read())
  let snapshot = $state.raw<S>(current.tracker ? current.tracker.getSnapshot() : idle)
  // Changes only when the id or the token does: other reads of `input` cost nothing.
  const key = $derived(trackingKey(input()))
  $effect(() => {
    const wanted = key
    untrack(() => {
      if (wanted !== current.key) {
        current.tracker?.destroy()
        current = make(read())
      }
    })
    const tracker = current.tracker
    if (!tracker) {
      snapshot = idle
      return
    }
    const unsubscribe = tracker.subscribe(() => {
      snapshot = tracker.getSnapshot()
    })
    snapshot = tracker.getSnapshot()
    return unsubscribe
  })
  return { snapshot: () => snapshot, current: () => current.tracker }
}
