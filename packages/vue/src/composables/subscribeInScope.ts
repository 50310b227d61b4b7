import { getCurrentInstance, onMounted, onScopeDispose } from 'vue'

/** What the composables adapt: a core store with its subscription. */
export interface ScopedStore {
  subscribe(listener: () => void): () => void
  destroy(): void
}

/**
 * Ties `store` to the calling component or effect scope: `sync` is subscribed (and run) once
 * the component is mounted, so a server render never starts a request; in a bare effect scope
 * at once. The scope's end unsubscribes and destroys the store.
 */
export function subscribeInScope(store: ScopedStore, sync: () => void): void {
  let unsubscribe: (() => void) | undefined
  const start = () => {
    unsubscribe = store.subscribe(sync)
    sync()
  }
  if (getCurrentInstance()) onMounted(start)
  else start()
  onScopeDispose(() => {
    unsubscribe?.()
    store.destroy()
  })
}
