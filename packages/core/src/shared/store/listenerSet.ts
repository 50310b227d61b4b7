/** The listeners of a store, with hooks for the first one arriving and the last one leaving. */
export interface ListenerSet {
  /** Adds a listener; the returned function removes it (later calls do nothing). */
  add(listener: () => void): () => void
  /** Calls every listener. One that throws does not stop the others. */
  notify(): void
  size(): number
  /** Drops every listener without calling `onLastLeft`. */
  clear(): void
}

export interface ListenerSetHooks {
  onFirstAdded(): void
  onLastLeft(): void
}

export function createListenerSet(hooks: ListenerSetHooks): ListenerSet {
  const listeners = new Set<() => void>()
  return {
    add(listener) {
      // Wrapped so the same function added twice is two subscriptions, as in React.
      const entry = () => listener()
      listeners.add(entry)
      if (listeners.size === 1) hooks.onFirstAdded()
      let active = true
      return () => {
        if (!active) return
        active = false
        listeners.delete(entry)
        if (listeners.size === 0) hooks.onLastLeft()
      }
    },
    notify() {
      // A copy: a listener may subscribe or unsubscribe while being called.
      for (const listener of [...listeners]) {
        try {
          listener()
        } catch (error) {
          // One failing listener must not starve the others; report it outside the store.
          queueMicrotask(() => {
            throw error
          })
        }
      }
    },
    size: () => listeners.size,
    clear: () => listeners.clear(),
  }
}
