import type { HostApiClient } from '../client/createHostApiClient.js'
import { checkDelay } from '../shared/store/checkDelay.js'
import type { ServicePurchase } from '../types/transactions.js'
import { createPollLoop } from './pollLoop.js'
import { isFinalPurchaseStatus } from './purchaseStatus.js'
import { mayPass, retryAfterOf, toError } from './readFailure.js'
import { type TransactionToTrack, transactionToTrack } from './transactionToTrack.js'

/** The one client method a tracker calls (a structural slice, so test doubles fit). */
export interface PurchaseClient {
  legacy: Pick<HostApiClient['legacy'], 'getPurchase'>
}

/**
 * The purchase to follow: its id and view token as stored by the host, or the widget's
 * `PURCHASE_CREATED` payload (`{ purchase, purchaseViewToken }`) as it arrives.
 */
export type PurchaseToTrack =
  | { id: string; secret: string }
  | { purchase: ServicePurchase; purchaseViewToken: string }

/**
 * Options of `createPurchaseTracker`: polling intervals (milliseconds) and the purchase as already
 * known.
 */
export interface PurchaseTrackerOptions {
  /** Time between two reads while the purchase is not final. Default 5000 ms. */
  intervalMs?: number
  /** Longest wait between reads after failures (the wait doubles per failure). Default 60 s. */
  maxIntervalMs?: number
  /**
   * The purchase as already known, shown until the first read. Taken from the
   * `PURCHASE_CREATED` payload when that is what is tracked.
   */
  initial?: ServicePurchase
}

/**
 * What a purchase tracker shows: `loading` until the first read, then `success` with the purchase
 * or `error`; `isFinal` once polling has ended.
 */
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

/**
 * What `createPurchaseTracker` returns: a store of one purchase's details, polled while someone
 * listens until its status is final.
 */
export interface PurchaseTracker {
  getSnapshot(): PurchaseTrackerSnapshot
  /** Polling runs while someone listens, the page is visible and the purchase is not final. */
  subscribe(listener: () => void): () => void
  /** Reads now (also after a final status); resolves when done. Never rejects. */
  refresh(): Promise<void>
  /** Stops polling and drops every listener. */
  destroy(): void
}

/** Default time between two reads of a purchase tracker (`intervalMs`), in milliseconds: 5000. */
export const DEFAULT_PURCHASE_POLL_MS = 5000

/**
 * Follows one purchase (`GET /host-api/purchase/{id}?secret=`, the view token as secret) until
 * its status is final (`isFinalPurchaseStatus`). Fed by the widget's `PURCHASE_CREATED`
 * payload or by an id and view token the host stored (to resume after a reload).
 *
 * - Nothing starts before the first `subscribe` or `refresh`; the last listener leaving pauses
 *   polling (a read in flight is aborted), and `destroy` ends it.
 * - While the page is hidden, the next read waits until the page is shown again.
 * - Read errors that may pass (network, timeout, 429, 5xx) keep the last purchase and retry
 *   with a doubling wait (at least `Retry-After`); others (a wrong id or token answers 404)
 *   stop polling.
 * - The view token never appears in a thrown message or the snapshot's errors (the client
 *   redacts it).
 */
export function createPurchaseTracker(
  client: PurchaseClient,
  purchase: PurchaseToTrack,
  options: PurchaseTrackerOptions = {},
): PurchaseTracker {
  if (typeof client?.legacy?.getPurchase !== 'function') {
    throw new TypeError(
      'createPurchaseTracker: client must be a host API client (createHostApiClient) with legacy.getPurchase()',
    )
  }
  const { id, secret, known } = transactionToTrack(
    'createPurchaseTracker',
    'purchase',
    purchase as TransactionToTrack<ServicePurchase>,
  )
  const intervalMs = checkDelay('intervalMs', options.intervalMs, DEFAULT_PURCHASE_POLL_MS)
  const maxIntervalMs = Math.max(
    intervalMs,
    checkDelay('maxIntervalMs', options.maxIntervalMs, 60_000),
  )
  const initial = options.initial ?? known

  let snapshot: PurchaseTrackerSnapshot = initial
    ? {
        status: 'success',
        purchase: initial,
        isFinal: isFinalPurchaseStatus(initial.status),
        isFetching: false,
      }
    : { status: 'loading', isFinal: false, isFetching: false }

  const loop = createPollLoop({
    intervalMs,
    maxIntervalMs,
    onFetching(isFetching) {
      snapshot = { ...snapshot, isFetching } as PurchaseTrackerSnapshot
      // A dropped read changes nothing anyone sees: only a starting read is announced.
      if (isFetching) loop.notify()
    },
    read: (signal) =>
      client.legacy.getPurchase(id, secret, { signal }).then(
        (next) => () => {
          const isFinal = isFinalPurchaseStatus(next.status)
          set({ status: 'success', purchase: next, isFinal, isFetching: false })
          return isFinal ? { next: 'done' } : { next: 'again' }
        },
        (cause: unknown) => () => {
          const error = toError(cause)
          const passing = mayPass(error)
          set({
            status: 'error',
            purchase: snapshot.purchase,
            error,
            isFinal: !passing,
            isFetching: false,
          } as PurchaseTrackerSnapshot)
          return passing ? { next: 'retry', retryAfterMs: retryAfterOf(error) } : { next: 'done' }
        },
      ),
  })

  function set(next: PurchaseTrackerSnapshot): void {
    snapshot = next
    loop.notify()
  }

  return {
    getSnapshot: () => snapshot,
    subscribe: loop.subscribe,
    refresh: loop.refresh,
    destroy: loop.destroy,
  }
}
