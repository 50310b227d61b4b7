import { readWebhookLog, type WebhookLogState } from '@rampkit/example-shared'
import { useCallback, useEffect, useState } from 'react'

/** The receiver's newest calls; read at mount, when `version` changes and on `reload()`. */
export function useWebhookLog(url: string, version: unknown) {
  const [state, setState] = useState<WebhookLogState>({ status: 'loading' })
  const [tick, setTick] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and tick only trigger a read
  useEffect(() => {
    const controller = new AbortController()
    void readWebhookLog(url, controller.signal).then((next) => {
      if (!controller.signal.aborted) setState(next)
    })
    return () => controller.abort()
  }, [url, version, tick])
  const reload = useCallback(() => setTick((t) => t + 1), [])
  return { state, reload }
}
