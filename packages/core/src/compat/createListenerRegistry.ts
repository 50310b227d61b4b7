import { callHandler } from '../widget/mount/events.js'
import type { RampInstantAllEvents } from './events.js'
import { RAMP_INSTANT_ALL_EVENT_TYPES } from './eventTypes.js'

export type Listener = (event: RampInstantAllEvents) => unknown

export interface ListenerRegistry {
  on(type: string, callback: Listener): void
  unsubscribe(type: string, callback: unknown): void
  dispatch(event: RampInstantAllEvents): void
}

/**
 * The official SDK's listener lists: one list per known event name. `'*'` adds the callback to
 * every list (so `unsubscribe(type, cb)` can take one name out of a `'*'` subscription, and
 * `unsubscribe('*', cb)` takes `cb` out of every list); an unknown name only warns; a callback
 * added twice runs twice. Unlike the official SDK, a callback that throws does not stop the
 * others: its error is reported as an uncaught error (`reportError`), as DOM listeners' are.
 * A callback that is not a function is kept, as officially: calling it fails the same way.
 */
export function createListenerRegistry(): ListenerRegistry {
  const lists = new Map<string, Listener[]>(RAMP_INSTANT_ALL_EVENT_TYPES.map((type) => [type, []]))
  return {
    on(type, callback) {
      if (type !== '*' && !lists.has(type)) {
        console.warn(
          `Unknown / unsupported event name - '${String(type).slice(0, 60)}'. This listener will have no effect.`,
        )
        return
      }
      // The official SDK takes it and fails when it calls it: so does compat (the call's TypeError
      // is reported as uncaught); on() itself never throws.
      if (__DEV__ && typeof callback !== 'function')
        console.warn('[rampkit] on(): the event callback is not a function; calling it will throw.')
      for (const [name, list] of lists) if (type === '*' || type === name) list.push(callback)
    },
    unsubscribe(type, callback) {
      for (const [name, list] of lists) {
        if (type === '*' || type === name) {
          lists.set(
            name,
            list.filter((other) => other !== callback),
          )
        }
      }
    },
    dispatch(event) {
      // A copy: a callback that subscribes or unsubscribes changes the next dispatch only.
      for (const callback of [...(lists.get(event.type) ?? [])]) callHandler(callback, event)
    },
  }
}
