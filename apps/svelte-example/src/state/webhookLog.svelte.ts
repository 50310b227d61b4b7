import { readWebhookLog, type WebhookLogState } from '@rampkit/example-shared'

/** The receiver's newest calls; read at mount, when `version()` changes and on `reload()`. */
export function createWebhookLog(
  url: () => string,
  version: () => unknown,
): { readonly state: WebhookLogState; reload(): void } {
  let state = $state.raw<WebhookLogState>({ status: 'loading' })
  let tick = $state(0)
  $effect(() => {
    const base = url()
    // Read only to run again when they change.
    version()
    void tick
    const controller = new AbortController()
    void readWebhookLog(base, controller.signal).then((next) => {
      if (!controller.signal.aborted) state = next
    })
    return () => controller.abort()
  })
  return {
    get state() {
      return state
    },
    reload() {
      tick += 1
    },
  }
}
