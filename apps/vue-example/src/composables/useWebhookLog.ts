import { type MaybeRefOrGetter, ref, shallowRef, toValue, watch } from 'vue'

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

/** The receiver's newest calls; read at setup, when `version` changes and on `reload()`. */
export function useWebhookLog(url: string, version: MaybeRefOrGetter<unknown>) {
  const state = shallowRef<WebhookLogState>({ status: 'loading' })
  const tick = ref(0)
  watch(
    [() => toValue(version), tick],
    (_values, _previous, onCleanup) => {
      const controller = new AbortController()
      onCleanup(() => controller.abort())
      fetch(`${url}?limit=10`, { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`)
          const data = (await response.json()) as ReceivedWebhook[]
          if (!Array.isArray(data)) throw new Error('not a list')
          state.value = { status: 'success', data }
        })
        .catch(() => {
          if (!controller.signal.aborted) {
            state.value = {
              status: 'error',
              message: `The webhook receiver at ${url} is not reachable.`,
            }
          }
        })
    },
    { immediate: true },
  )
  const reload = () => {
    tick.value += 1
  }
  return { state, reload }
}
