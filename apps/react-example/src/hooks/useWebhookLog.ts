import { useCallback, useEffect, useState } from 'react'

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

/** The receiver's newest calls; read at mount, when `version` changes and on `reload()`. */
export function useWebhookLog(url: string, version: unknown) {
  const [state, setState] = useState<WebhookLogState>({ status: 'loading' })
  const [tick, setTick] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and tick only trigger a read
  useEffect(() => {
    const controller = new AbortController()
    fetch(`${url}?limit=10`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const data = (await response.json()) as ReceivedWebhook[]
        if (!Array.isArray(data)) throw new Error('not a list')
        setState({ status: 'success', data })
      })
      .catch(() => {
        if (!controller.signal.aborted) {
          setState({ status: 'error', message: `The webhook receiver at ${url} is not reachable.` })
        }
      })
    return () => controller.abort()
  }, [url, version, tick])
  const reload = useCallback(() => setTick((t) => t + 1), [])
  return { state, reload }
}
