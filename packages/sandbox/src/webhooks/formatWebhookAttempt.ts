import type { WebhookAttempt } from './createWebhookDispatcher.js'

/**
 * One console line per attempt. Shows the URL without its query (it may carry a host's
 * credential) and never the body (it carries the view token).
 */
export function formatWebhookAttempt(attempt: WebhookAttempt): string {
  const where = safeUrl(attempt.url)
  const head = `webhook ${attempt.kind} ${attempt.type} ${attempt.id} → ${where} (attempt ${attempt.attempt})`
  switch (attempt.outcome) {
    case 'delivered':
      return `${head}: ${attempt.status} in ${attempt.durationMs} ms`
    case 'retrying':
      return `${head}: ${attempt.error}; retry at ${attempt.nextAttemptAt}`
    case 'failed':
      return `${head}: ${attempt.error}; no retries left, given up`
    case 'refused':
    case 'dropped':
      return `${head}: ${attempt.error}`
  }
}

function safeUrl(text: string): string {
  try {
    const url = new URL(text)
    return `${url.origin}${url.pathname}${url.search ? '?…' : ''}`
  } catch {
    return '(invalid URL)'
  }
}
