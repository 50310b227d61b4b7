import type { Backoff } from './backoffDelay.js'
import { checkDelay } from './checkDelay.js'
import type { PreparedRequest } from './resourceRequest.js'
import type { ResourceSnapshot } from './resourceSnapshot.js'

export type { Backoff } from './backoffDelay.js'

/**
 * How often a store asks again while someone listens, in milliseconds: a number, or what the
 * snapshot decides (as TanStack Query's `refetchInterval(query)`): a tracker stops at a final
 * status. 0 or `false` stops.
 */
export type RefreshInterval<P, D> = number | ((snapshot: ResourceSnapshot<P, D>) => number | false)

/**
 * How a resource store turns params into requests (`prepare`) and when it asks: debounce and
 * refresh periods in milliseconds, backoff, starting params and data.
 */
export interface ResourceStoreOptions<P, D> {
  /** Turns params into a request, or returns the Error to report without any request. */
  prepare: (params: P) => PreparedRequest<D> | Error
  /** Requests with equal keys in this scope (usually the client) are shared while in flight. */
  scope?: object
  /** Quiet time after the last `setParams` before the request goes out. Default 0. */
  debounceMs?: number
  /**
   * Refresh period while someone listens (see `RefreshInterval`). Default 0 (off). A number
   * stops at an error that will fail the same way again (a 4xx but 408 and 429).
   */
  refreshIntervalMs?: RefreshInterval<P, D>
  /** After failures the refresh waits longer: see `backoffDelay`. Default: no backoff. */
  backoff?: Backoff
  /** The next request waits while the page is hidden and goes out when it is shown. */
  pauseWhileHidden?: boolean
  /**
   * The first listener asks at once (unless the refresh interval says stop), as a tracker that
   * comes back into view should show the latest; otherwise the refresh keeps its period.
   */
  refreshOnSubscribe?: boolean
  /** When two params are the same (their request goes on). Default: compared by value. */
  paramsKey?: (params: P) => string
  /**
   * Data already known for params, shown (`isPlaceholderData: true`) until their first answer;
   * they are still asked for.
   */
  placeholderData?: (params: P) => D | undefined
  /** Params the store starts with; fetched on the first `subscribe`, `setParams` or `refresh`. */
  initialParams?: P | null
  /**
   * The answer to `initialParams` that the host already has (say, read by a server component):
   * the store starts in `success` with it and asks again only on `refresh` or the refresh
   * interval, so a hydrating page neither flashes a spinner nor repeats the server's request.
   */
  initialData?: D
  /** When `initialData` was read (ms since the epoch), for the refresh interval. Default: now. */
  initialDataUpdatedAt?: number
}

/** The refresh interval as a function of the snapshot; `false` stops. */
export function readRefreshInterval<P, D>(
  option: RefreshInterval<P, D> | undefined,
): (snapshot: ResourceSnapshot<P, D>) => number | false {
  if (typeof option === 'function') {
    return (snapshot) => {
      const period = option(snapshot)
      return period === false ? false : positive(checkDelay('refreshIntervalMs', period, 0))
    }
  }
  const period = positive(checkDelay('refreshIntervalMs', option, 0))
  return (snapshot) =>
    snapshot.status === 'error' && !isWorthRetrying(snapshot.error) ? false : period
}

function positive(period: number): number | false {
  return period === 0 ? false : period
}

// A 4xx other than timeout / rate limit will fail the same way again: do not poll it.
function isWorthRetrying(error: Error): boolean {
  const status = (error as { status?: unknown }).status
  if (typeof status !== 'number' || status < 400 || status >= 500) return true
  return status === 408 || status === 429
}

/** Checks the backoff option; a RangeError names the bad field. */
export function checkBackoff(backoff: Backoff | undefined): Backoff | undefined {
  if (backoff === undefined) return undefined
  checkDelay('backoff.maxMs', backoff.maxMs, 0)
  if (backoff.retryAfterMs !== undefined && typeof backoff.retryAfterMs !== 'function') {
    throw new TypeError('createResourceStore: backoff.retryAfterMs must be a function')
  }
  return backoff
}
