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

/**
 * The receiver's ten newest calls. Never rejects: any failure is an error state that names the
 * receiver's address (the page shows it). Callers drop the answer once `signal` is aborted.
 */
export async function readWebhookLog(url: string, signal: AbortSignal): Promise<WebhookLogState> {
  try {
    const response = await fetch(`${url}?limit=10`, { signal })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const data = (await response.json()) as ReceivedWebhook[]
    if (!Array.isArray(data)) throw new Error('not a list')
    return { status: 'success', data }
  } catch {
    return { status: 'error', message: `The webhook receiver at ${url} is not reachable.` }
  }
}
