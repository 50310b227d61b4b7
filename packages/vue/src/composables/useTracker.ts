import { trackingKey } from '@rampkit/core'
import {
  getCurrentInstance,
  type MaybeRefOrGetter,
  onMounted,
  onScopeDispose,
  type Ref,
  shallowReactive,
  shallowReadonly,
  toRefs,
  toValue,
  watch,
} from 'vue'
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
 * Adapts a core tracker to the calling component (or effect scope): one tracker per id + view
 * token of `input` (a ref, a getter or a value; `null`: `idle`), made in setup so the first
 * render (on the server too) shows what is known, subscribed once mounted (never on the
 * server), replaced when the id or token changes, destroyed with the scope.
 */
export function useTracker<I, S extends object, T extends Tracker<S>>(
  input: MaybeRefOrGetter<I | null | undefined>,
  create: (input: I) => T,
  idle: S,
  fields: readonly (keyof S & string)[],
): { state: TrackerRefs<S>; current: () => T | undefined } {
  // Every field of the snapshots: fields a later snapshot leaves out are cleared.
  const empty = Object.fromEntries(fields.map((key) => [key, undefined]))
  const read = () => toPlain(toValue(input)) ?? null
  let tracker: T | undefined
  let unsubscribe: (() => void) | undefined
  let mounted = false
  const state = shallowReactive<Record<string, unknown>>({ ...empty, ...idle })
  const sync = () => Object.assign(state, empty, tracker ? tracker.getSnapshot() : idle)

  const follow = (next: I | null) => {
    unsubscribe?.()
    unsubscribe = undefined
    tracker?.destroy()
    tracker = next === null ? undefined : create(next)
    if (mounted && tracker) unsubscribe = tracker.subscribe(sync)
    sync()
  }
  follow(read())
  watch(
    () => trackingKey(toValue(input)),
    () => follow(read()),
  )
  const start = () => {
    mounted = true
    if (tracker) unsubscribe = tracker.subscribe(sync)
    sync()
  }
  // In a component, reads start once mounted (servers mount nothing); in a bare scope, at once.
  if (getCurrentInstance()) onMounted(start)
  else start()
  onScopeDispose(() => {
    unsubscribe?.()
    tracker?.destroy()
  })
  return {
    state: toRefs(shallowReadonly(state)) as unknown as TrackerRefs<S>,
    current: () => tracker,
  }
}
