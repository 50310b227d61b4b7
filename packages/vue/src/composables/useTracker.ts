import { createTrackerSwitch } from '@rampkit/core'
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

interface Tracker<S> {
  getSnapshot(): S
  subscribe(listener: () => void): () => void
  refresh(): Promise<void>
  destroy(): void
}

/** A snapshot as read-only refs, one per field. */
export type TrackerRefs<S> = { readonly [K in keyof S]-?: Readonly<Ref<S[K]>> }

/**
 * Adapts core's tracker switch to the calling component (or effect scope): the input (a ref, a
 * getter or a value; `null`: `idle`) is handed over in setup, so the first render (on the
 * server too) shows what is known, and again when it changes (the switch keeps its tracker for
 * the same id + token); subscribed once mounted (never on the server), destroyed with the scope.
 */
export function useTracker<I, S extends object, T extends Tracker<S>>(
  input: MaybeRefOrGetter<I | null | undefined>,
  create: (input: I) => T,
  idle: S,
  fields: readonly (keyof S & string)[],
): { state: TrackerRefs<S>; current: () => T | undefined } {
  const store = createTrackerSwitch(create, idle)
  const read = () => toPlain(toValue(input))
  // Every field of the snapshots: fields a later snapshot leaves out are cleared.
  const empty = Object.fromEntries(fields.map((key) => [key, undefined]))
  const state = shallowReactive<Record<string, unknown>>({})
  const sync = () => Object.assign(state, empty, store.getSnapshot())
  store.setInput(read())
  sync()
  watch(read, (next) => {
    store.setInput(next)
    sync()
  })
  subscribeInScope(store, sync)
  return {
    state: toRefs(shallowReadonly(state)) as unknown as TrackerRefs<S>,
    current: store.current,
  }
}
