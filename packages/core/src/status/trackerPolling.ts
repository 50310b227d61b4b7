import { checkDelay } from '../shared/store/checkDelay.js'
import type { ResourceStoreOptions } from '../shared/store/createResourceStore.js'
import { retryAfterOf } from './readFailure.js'
import { trackingKey } from './trackingKey.js'

/** The polling options both trackers take, in milliseconds. */
export interface TrackerPollingOptions {
  intervalMs?: number
  maxIntervalMs?: number
}

/**
 * How a tracker polls, as resource store options: every `intervalMs` (while the snapshot says
 * so), backing off to `maxIntervalMs` (60 s by default) and at least `Retry-After` after
 * failures, held while the page is hidden, at once when someone starts listening, and one
 * purchase or sale per id + view token (`trackingKey`).
 */
export function trackerPolling(
  options: TrackerPollingOptions,
  defaultIntervalMs: number,
): { intervalMs: number } & Pick<
  ResourceStoreOptions<unknown, unknown>,
  'backoff' | 'pauseWhileHidden' | 'refreshOnSubscribe' | 'paramsKey'
> {
  const intervalMs = checkDelay('intervalMs', options.intervalMs, defaultIntervalMs)
  const maxMs = Math.max(intervalMs, checkDelay('maxIntervalMs', options.maxIntervalMs, 60_000))
  return {
    intervalMs,
    backoff: { maxMs, retryAfterMs: retryAfterOf },
    pauseWhileHidden: true,
    refreshOnSubscribe: true,
    // The key holds the view token: in memory only, never logged.
    paramsKey: (input) => trackingKey(input) ?? '',
  }
}
