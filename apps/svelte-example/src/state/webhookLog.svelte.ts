/** One call the webhook receiver stored (`GET /webhooks`; view tokens come redacted). */
export interface ReceivedWebhook {
  kind: 'purchase' | 'sale'
  type: string
  id: string
  status: string | null
  receivedAt: string
}

export type WebhookLogState =
  | { status: 'loading' }
  | { status: 'success'; data: ReceivedWebhook[] }
  | { status: 'error'; message: string }

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
    fetch(`${base}?limit=10`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const data = (await response.json()) as ReceivedWebhook[]
        if (!Array.isArray(data)) throw new Error('not a list')
        state = { status: 'success', data }
      })
      .catch(() => {
        if (!controller.signal.aborted) {
          state = { status: 'error', message: `The webhook receiver at ${base} is not reachable.` }
        }
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
