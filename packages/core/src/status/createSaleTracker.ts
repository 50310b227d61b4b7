import type { HostApiClient } from '../client/createHostApiClient.js'
import { checkDelay } from '../shared/store/checkDelay.js'
import type { ServiceSale } from '../types/transactions.js'
import { createPollLoop, type PollNext } from './pollLoop.js'
import { mayPass, retryAfterOf, toError } from './readFailure.js'
import { isFinalSaleStatus, isSaleStatus, type SaleStatus } from './saleStatus.js'
import { type TransactionToTrack, transactionToTrack } from './transactionToTrack.js'

/** The one client method a sale tracker calls (a structural slice, so test doubles fit). */
export interface SaleClient {
  v3: Pick<HostApiClient['v3'], 'getSale'>
}

/**
 * The sale to follow: its id and view token as stored by the host, or the widget's
 * `OFFRAMP_SALE_CREATED` payload (`{ sale, saleViewToken }`) as it arrives.
 */
export type SaleToTrack =
  | { id: string; secret: string }
  | { sale: ServiceSale; saleViewToken: string }

/**
 * Reads the sale's status where the host keeps it: typically its own server, answering from
 * the sale webhook calls it received. Resolves to the latest status, or `undefined`/`null`
 * while none is known. It runs in the browser: it must not need the host's secrets.
 */
export type SaleStatusSource = (
  saleId: string,
  options: { signal: AbortSignal },
) => Promise<SaleStatus | null | undefined> | SaleStatus | null | undefined

/**
 * Options of `createSaleTracker`: where the sale's status comes from, polling intervals
 * (milliseconds) and the sale as already known.
 */
export interface SaleTrackerOptions {
  /** Where the status comes from, read every `intervalMs` until `RELEASED` or `EXPIRED`. */
  readStatus?: SaleStatusSource
  /** Time between two reads while the sale is not final. Default 5000 ms. */
  intervalMs?: number
  /** Longest wait between reads after failures (the wait doubles per failure). Default 60 s. */
  maxIntervalMs?: number
  /** The sale as already known, shown until the first read. Taken from the event payload. */
  initial?: ServiceSale
}

interface SaleStatusFields {
  /**
   * The status the host's source reported last; `undefined` until it reports one. Never
   * guessed: the host API has none. A final status (`RELEASED`, `EXPIRED`) is kept.
   */
  saleStatus: SaleStatus | undefined
  /** The last failure of the status source, cleared by its next answer. */
  statusError: Error | undefined
  /** True once `saleStatus` is final (`RELEASED` or `EXPIRED`). */
  isFinal: boolean
  isFetching: boolean
}

/** `status` is about the sale's details (`getSale`); `saleStatus` is the sale's own status. */
export type SaleTrackerSnapshot = SaleStatusFields &
  (
    | { status: 'loading'; sale?: undefined; error?: undefined }
    | { status: 'success'; sale: ServiceSale; error?: undefined }
    /** `sale` is the last one read, when any. */
    | { status: 'error'; sale?: ServiceSale; error: Error }
  )

/**
 * What `createSaleTracker` returns: a store of one sale's details and status, polled while someone
 * listens until the status is final.
 */
export interface SaleTracker {
  getSnapshot(): SaleTrackerSnapshot
  /** Polling runs while someone listens, the page is visible and the sale is not final. */
  subscribe(listener: () => void): () => void
  /** Reads now (details while none were read, and the status); never rejects. */
  refresh(): Promise<void>
  /**
   * Sets the status from a source that pushes (server-sent events, a socket). Throws a
   * TypeError for anything but `CREATED`, `RELEASED` or `EXPIRED`; ignored once final.
   */
  setStatus(status: SaleStatus): void
  /** Stops polling and drops every listener. */
  destroy(): void
}

/** Default time between two reads of a sale tracker (`intervalMs`), in milliseconds: 5000. */
export const DEFAULT_SALE_POLL_MS = 5000

/**
 * Follows one sale. The host API has no sale status (spec 2.9 and 3: a ServiceSale carries
 * none; it shows only in the webhook calls), so the tracker holds the sale's details from
 * `getSale` (`GET /host-api/offramp/sale/{id}?secret=`) and takes its status, `CREATED` →
 * `RELEASED` | `EXPIRED`, from `readStatus` or `setStatus`, which the host feeds from its
 * webhook receiver. Without either, `saleStatus` stays `undefined`.
 *
 * Polling follows the purchase tracker: nothing before the first `subscribe`, paused without
 * listeners and while the page is hidden, backoff after failures (a detail read that will not
 * pass, such as a 404, is not tried again), ended by a final status or `destroy`. The view
 * token never appears in a thrown message or the snapshot's errors.
 */
export function createSaleTracker(
  client: SaleClient,
  sale: SaleToTrack,
  options: SaleTrackerOptions = {},
): SaleTracker {
  if (typeof client?.v3?.getSale !== 'function') {
    throw new TypeError(
      'createSaleTracker: client must be a host API client (createHostApiClient) with v3.getSale()',
    )
  }
  const { id, secret, known } = transactionToTrack(
    'createSaleTracker',
    'sale',
    sale as TransactionToTrack<ServiceSale>,
  )
  const { readStatus } = options
  if (readStatus !== undefined && typeof readStatus !== 'function') {
    throw new TypeError('createSaleTracker: readStatus must be a function (saleId, { signal })')
  }
  const intervalMs = checkDelay('intervalMs', options.intervalMs, DEFAULT_SALE_POLL_MS)
  const maxIntervalMs = Math.max(
    intervalMs,
    checkDelay('maxIntervalMs', options.maxIntervalMs, 60_000),
  )
  const initial = options.initial ?? known

  let snapshot: SaleTrackerSnapshot = {
    ...(initial ? { status: 'success', sale: initial } : { status: 'loading' }),
    saleStatus: undefined,
    statusError: undefined,
    isFinal: false,
    isFetching: false,
  }
  let detailsRead = false
  let detailsGaveUp = false

  const needsDetails = () => !detailsRead && !detailsGaveUp
  const needsStatus = () => readStatus !== undefined && !isFinalSaleStatus(snapshot.saleStatus)
  const ended = () => !needsDetails() && !needsStatus()

  const loop = createPollLoop({
    intervalMs,
    maxIntervalMs,
    onFetching(isFetching) {
      snapshot = { ...snapshot, isFetching }
      if (isFetching) loop.notify()
    },
    async read(signal) {
      const askedDetails = needsDetails()
      const askedStatus = needsStatus()
      const [details, status] = await Promise.allSettled([
        askedDetails ? client.v3.getSale(id, secret, { signal }) : undefined,
        askedStatus ? readStatus?.(id, { signal }) : undefined,
      ])
      return (): PollNext => {
        let next = snapshot
        let retryAfterMs: number | undefined
        if (askedDetails && details.status === 'fulfilled' && details.value) {
          detailsRead = true
          next = { ...next, status: 'success', sale: details.value, error: undefined }
        } else if (askedDetails && details.status === 'rejected') {
          const error = toError(details.reason)
          if (mayPass(error)) retryAfterMs = retryAfterOf(error)
          else detailsGaveUp = true
          next = { ...next, status: 'error', sale: next.sale, error } as SaleTrackerSnapshot
        }
        // A final status pushed by setStatus meanwhile stays.
        if (askedStatus && !isFinalSaleStatus(next.saleStatus)) {
          const reported = status.status === 'fulfilled' ? status.value : undefined
          const failure =
            status.status === 'rejected'
              ? toError(status.reason)
              : reported != null && !isSaleStatus(reported)
                ? new TypeError('readStatus answered an unknown sale status')
                : undefined
          if (failure) retryAfterMs = Math.max(retryAfterMs ?? 0, 0)
          next = {
            ...next,
            saleStatus: isSaleStatus(reported) ? reported : next.saleStatus,
            statusError: failure,
          }
        }
        snapshot = { ...next, isFinal: isFinalSaleStatus(next.saleStatus), isFetching: false }
        loop.notify()
        if (ended()) return { next: 'done' }
        return retryAfterMs === undefined ? { next: 'again' } : { next: 'retry', retryAfterMs }
      }
    },
  })

  return {
    getSnapshot: () => snapshot,
    subscribe: loop.subscribe,
    refresh: loop.refresh,
    setStatus(status) {
      if (!isSaleStatus(status)) {
        throw new TypeError('setStatus: a sale status is CREATED, RELEASED or EXPIRED')
      }
      if (isFinalSaleStatus(snapshot.saleStatus) || snapshot.saleStatus === status) return
      snapshot = { ...snapshot, saleStatus: status, isFinal: isFinalSaleStatus(status) }
      loop.notify()
    },
    destroy: loop.destroy,
  }
}
