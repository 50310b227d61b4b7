import type { HostApiClient } from '../client/createHostApiClient.js'
import { HostApiError } from '../client/HostApiError.js'
import { checkDelay } from '../shared/store/checkDelay.js'
import type { ServicePurchase } from '../types/transactions.js'
import { isFinalPurchaseStatus } from './purchaseStatus.js'

/** The one client method a tracker calls (a structural slice, so test doubles fit). */
export interface PurchaseClient {
  legacy: Pick<HostApiClient['legacy'], 'getPurchase'>
}

export interface PurchaseTrackerOptions {
  /** Time between two reads while the purchase is not final. Default 5000 ms. */
  intervalMs?: number
  /** Longest wait between reads after failures (the wait doubles per failure). Default 60 s. */
  maxIntervalMs?: number
  /** The purchase as already known (from `PURCHASE_CREATED`): shown until the first read. */
  initial?: ServicePurchase
}

export type PurchaseTrackerSnapshot =
  | {
      status: 'loading'
      purchase?: undefined
      error?: undefined
      isFinal: false
      isFetching: boolean
    }
  | {
      status: 'success'
      purchase: ServicePurchase
      error?: undefined
      isFinal: boolean
      isFetching: boolean
    }
  /** `purchase` is the last one read, when any; `isFinal` is true when polling gave up. */
  | {
      status: 'error'
      purchase?: ServicePurchase
      error: Error
      isFinal: boolean
      isFetching: boolean
    }

export interface PurchaseTracker {
  getSnapshot(): PurchaseTrackerSnapshot
  /** Polling runs while someone listens and the purchase is not final. */
  subscribe(listener: () => void): () => void
  /** Reads now (also after a final status); resolves when done. Never rejects. */
  refresh(): Promise<void>
  /** Stops polling and drops every listener. */
  destroy(): void
}

export const DEFAULT_PURCHASE_POLL_MS = 5000

/**
 * Follows one purchase (`GET /host-api/purchase/{id}?secret=`, the view token as secret) until
 * its status is final. Read errors that may pass (network, timeout, 429, 5xx) keep the last
 * purchase and retry with a doubling wait (at least `Retry-After`); others (a wrong id or
 * token answers 404) stop polling. Nothing starts before the first `subscribe` or `refresh`.
 */
export function createPurchaseTracker(
  client: PurchaseClient,
  purchase: { id: string; secret: string },
  options: PurchaseTrackerOptions = {},
): PurchaseTracker {
  if (typeof client?.legacy?.getPurchase !== 'function') {
    throw new TypeError(
      'createPurchaseTracker: client must be a host API client (createHostApiClient) with legacy.getPurchase()',
    )
  }
  const { id, secret } = purchase ?? {}
  if (typeof id !== 'string' || id === '' || typeof secret !== 'string' || secret === '') {
    // The secret itself is never put in the message.
    throw new TypeError('createPurchaseTracker: give the purchase id and its view token as secret')
  }
  const intervalMs = checkDelay('intervalMs', options.intervalMs, DEFAULT_PURCHASE_POLL_MS)
  const maxIntervalMs = Math.max(
    intervalMs,
    checkDelay('maxIntervalMs', options.maxIntervalMs, 60_000),
  )

  const listeners = new Set<() => void>()
  let snapshot: PurchaseTrackerSnapshot = options.initial
    ? {
        status: 'success',
        purchase: options.initial,
        isFinal: isFinalPurchaseStatus(options.initial.status),
        isFetching: false,
      }
    : { status: 'loading', isFinal: false, isFetching: false }
  let read = false // a read has settled: `initial` no longer decides finality
  let failures = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let inflight: { controller: AbortController; done: Promise<void> } | undefined
  let destroyed = false

  function emit(next: PurchaseTrackerSnapshot): void {
    snapshot = next
    for (const listener of [...listeners]) listener()
  }

  function stopped(): boolean {
    return destroyed || listeners.size === 0 || (read && snapshot.isFinal)
  }

  function schedule(delay: number): void {
    clearTimeout(timer)
    timer = undefined
    if (stopped()) return
    timer = setTimeout(() => {
      timer = undefined
      void fetchNow()
    }, delay)
  }

  function fetchNow(): Promise<void> {
    if (destroyed) return Promise.resolve()
    if (inflight) return inflight.done
    clearTimeout(timer)
    timer = undefined
    const controller = new AbortController()
    emit({ ...snapshot, isFetching: true } as PurchaseTrackerSnapshot)
    const done = client.legacy.getPurchase(id, secret, { signal: controller.signal }).then(
      (next) => {
        if (inflight?.controller !== controller) return
        inflight = undefined
        read = true
        failures = 0
        emit({
          status: 'success',
          purchase: next,
          isFinal: isFinalPurchaseStatus(next.status),
          isFetching: false,
        })
        schedule(intervalMs)
      },
      (cause: unknown) => {
        if (inflight?.controller !== controller) return
        inflight = undefined
        read = true
        const error = cause instanceof Error ? cause : new Error(String(cause))
        const passing = isPassing(error)
        failures += 1
        emit({
          status: 'error',
          purchase: snapshot.purchase,
          error,
          isFinal: !passing,
          isFetching: false,
        } as PurchaseTrackerSnapshot)
        if (!passing) return
        const backoff = Math.min(maxIntervalMs, intervalMs * 2 ** Math.min(failures, 20))
        const retryAfter = error instanceof HostApiError ? (error.retryAfterMs ?? 0) : 0
        schedule(Math.min(Math.max(backoff, retryAfter), 2_147_483_647))
      },
    )
    inflight = { controller, done }
    return done
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      if (destroyed) return () => {}
      const entry = () => listener()
      listeners.add(entry)
      // The first listener starts polling: at once, or where a previous listener left off.
      if (listeners.size === 1 && !inflight && timer === undefined && !(read && snapshot.isFinal)) {
        void fetchNow()
      }
      let active = true
      return () => {
        if (!active) return
        active = false
        listeners.delete(entry)
        if (listeners.size > 0) return
        clearTimeout(timer)
        timer = undefined
        if (inflight) {
          // Nobody is left to see the answer.
          inflight.controller.abort()
          inflight = undefined
          snapshot = { ...snapshot, isFetching: false } as PurchaseTrackerSnapshot
        }
      }
    },
    refresh: () => fetchNow(),
    destroy() {
      destroyed = true
      clearTimeout(timer)
      timer = undefined
      inflight?.controller.abort()
      inflight = undefined
      listeners.clear()
    },
  }
}

// Failures that may pass by themselves, so polling goes on.
function isPassing(error: Error): boolean {
  if (!(error instanceof HostApiError)) return true
  return error.status === 0
    ? error.code !== 'INVALID_REQUEST'
    : error.status === 429 || error.status >= 500
}
