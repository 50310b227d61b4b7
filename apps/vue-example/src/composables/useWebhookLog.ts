import { readWebhookLog, type WebhookLogState } from '@rampkit/example-shared'
import { type MaybeRefOrGetter, ref, shallowRef, toValue, watch } from 'vue'

/** The receiver's newest calls; read at setup, when `version` changes and on `reload()`. */
export function useWebhookLog(url: string, version: MaybeRefOrGetter<unknown>) {
  const state = shallowRef<WebhookLogState>({ status: 'loading' })
  const tick = ref(0)
  watch(
    [() => toValue(version), tick],
    (_values, _previous, onCleanup) => {
      const controller = new AbortController()
      onCleanup(() => controller.abort())
      void readWebhookLog(url, controller.signal).then((next) => {
        if (!controller.signal.aborted) state.value = next
      })
    },
    { immediate: true },
  )
  const reload = () => {
    tick.value += 1
  }
  return { state, reload }
}
