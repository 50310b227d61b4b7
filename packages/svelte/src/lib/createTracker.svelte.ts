import { createTrackerSwitch } from '@rampkit/core'

interface Tracker<S> {
  getSnapshot(): S
  subscribe(listener: () => void): () => void
  refresh(): Promise<void>
  destroy(): void
}

/**
 * Adapts core's tracker switch to runes: the input is handed over at once (so the first render,
 * on the server too, shows what is known) and again whenever what `input()` reads changes (the
 * switch keeps its tracker for the same id + token). An `$effect` subscribes (only in the
 * browser, after mount); its cleanup unsubscribes, which pauses polling. The result has a
 * reactive getter per field of `fields`, plus `refresh()`.
 */
export function createTracker<I, S extends object, T extends Tracker<S>>(
  input: () => I | null | undefined,
  create: (input: I) => T,
  idle: S,
  fields: readonly string[],
): S & { refresh(): Promise<void>; current(): T | undefined } {
  const store = createTrackerSwitch(create, idle)
  // A plain copy: the tracker keeps it, and proxies would track reads.
  const read = () => $state.snapshot(input()) as I | null | undefined
  store.setInput(read())
  let snapshot = $state.raw(store.getSnapshot())
  $effect(() => {
    store.setInput(read())
    snapshot = store.getSnapshot()
  })
  $effect(() => {
    const stop = store.subscribe(() => {
      snapshot = store.getSnapshot()
    })
    snapshot = store.getSnapshot()
    return stop
  })
  const result = { refresh: store.refresh, current: store.current }
  for (const field of fields) {
    Object.defineProperty(result, field, {
      get: () => snapshot[field as keyof S],
      enumerable: true,
    })
  }
  return result as S & { refresh(): Promise<void>; current(): T | undefined }
}
