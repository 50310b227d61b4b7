import { MAX_DELAY } from './checkDelay.js'

/** How a store waits after failures: see `backoffDelay`. */
export interface Backoff {
  /** Longest wait after failures, in milliseconds. */
  maxMs: number
  /** The wait a failure asks for (say, its `Retry-After`), in milliseconds; 0 for none. */
  retryAfterMs?: (error: Error) => number
}

/**
 * The wait before the next request after `failures` failures in a row: the interval doubled per
 * failure, up to `maxMs` (never below the interval), and at least what the failure asks for.
 */
export function backoffDelay(
  intervalMs: number,
  failures: number,
  backoff: Backoff,
  error: Error,
): number {
  const cap = Math.max(intervalMs, backoff.maxMs)
  const doubled = Math.min(cap, intervalMs * 2 ** Math.min(failures, 20))
  const asked = backoff.retryAfterMs?.(error) ?? 0
  return Math.min(MAX_DELAY, Math.max(doubled, asked))
}
