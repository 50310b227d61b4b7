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
      return `${head}: ${attempt.error}; ${retryText(attempt)}`
    case 'failed':
      return `${head}: ${attempt.error}; no retries left, given up`
    case 'refused':
    case 'dropped':
      return `${head}: ${attempt.error}`
  }
}

/** `retry in 1 s (Retry-After) at <time>`, or `retry in 3.2 s (backoff) at <time>`. */
export function retryText(attempt: WebhookAttempt): string {
  const wait = attempt.retryInMs === null ? '' : `in ${seconds(attempt.retryInMs)} `
  const basis =
    attempt.retryBasis === 'retry-after'
      ? '(Retry-After) '
      : attempt.retryBasis === 'backoff'
        ? '(backoff) '
        : ''
  return `retry ${wait}${basis}at ${attempt.nextAttemptAt}`
}

/** 1 s, 3.2 s, 180 s */
export function seconds(ms: number): string {
  const s = ms / 1000
  return `${s >= 10 || Number.isInteger(s) ? Math.round(s) : s.toFixed(1)} s`
}

function safeUrl(text: string): string {
  try {
    const url = new URL(text)
    return `${url.origin}${url.pathname}${url.search ? '?…' : ''}`
  } catch {
    return '(invalid URL)'
  }
}
