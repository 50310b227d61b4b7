/** First backoff step; each retry doubles it. */
export const BASE_DELAY_MS = 250
/** Longest wait between attempts, also the most of a `Retry-After` the client waits out. */
export const MAX_DELAY_MS = 10_000

/**
 * Milliseconds a `Retry-After` header asks for: delay-seconds or an HTTP date (RFC 9110 10.2.3).
 * `undefined` when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // An HTTP date names its day and month; this keeps Date.parse's guesses ('-5') out.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN
  return date >= 0 ? Math.max(0, date - now) : undefined
}

/** Exponential backoff with jitter: between half and all of `BASE_DELAY_MS * 2^attempt`, capped. */
export function backoffMs(attempt: number, random: () => number): number {
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt) * (0.5 + random() / 2)
}
