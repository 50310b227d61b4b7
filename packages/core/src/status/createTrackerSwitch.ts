import { createListenerSet } from '../shared/store/listenerSet.js'
import { trackingKey } from './trackingKey.js'

interface Tracker<S> {
  getSnapshot(): S
  subscribe(listener: () => void): () => void
  refresh(): Promise<void>
  destroy(): void
}

/** One store over the tracker of whichever purchase or sale an adapter is given now. */
export interface TrackerSwitch<I, S, T extends Tracker<S>> {
  /**
   * Follows `input` (`null`/`undefined`: nothing, the idle snapshot). A new id or view token
   * destroys the old tracker and makes a new one; the same ones in a new object change nothing.
   */
  setInput(input: I | null | undefined): void
  getSnapshot(): S
  /** The first listener subscribes to the tracker (which starts polling), the last one leaving unsubscribes. */
  subscribe(listener: () => void): () => void
  refresh(): Promise<void>
  /** The tracker followed now, if any. */
  current(): T | undefined
  destroy(): void
}

/**
 * What the Vue and Svelte adapters' `usePurchase` / `useSale` / `createPurchase` /
 * `createSale` share: a store (`subscribe` + `getSnapshot`) that swaps trackers as the input's
 * id or token changes (`trackingKey`). Making a tracker starts nothing.
 */
export function createTrackerSwitch<I, S, T extends Tracker<S>>(
  create: (input: I) => T,
  idle: S,
): TrackerSwitch<I, S, T> {
  let key: string | undefined
  let tracker: T | undefined
  let stop: (() => void) | undefined
  const attach = () => {
    stop = tracker?.subscribe(listeners.notify)
  }
  const listeners = createListenerSet({
    onFirstAdded: attach,
    onLastLeft() {
      stop?.()
      stop = undefined
    },
  })
  return {
    setInput(input) {
      const next = trackingKey(input)
      if (next === key) return
      key = next
      stop?.()
      stop = undefined
      tracker?.destroy()
      tracker = input == null ? undefined : create(input)
      if (listeners.size() > 0) attach()
      listeners.notify()
    },
    getSnapshot: () => (tracker ? tracker.getSnapshot() : idle),
    subscribe: listeners.add,
    refresh: () => tracker?.refresh() ?? Promise.resolve(),
    current: () => tracker,
    destroy() {
      stop?.()
      tracker?.destroy()
      tracker = undefined
      listeners.clear()
    },
  }
}
