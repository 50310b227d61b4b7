import type { HostApiClient } from '../client/createHostApiClient.js'
import { memoizeLast } from '../shared/memoizeLast.js'
import {
  createResourceStore,
  type ResourceSnapshot,
  type SettableResourceStore,
} from '../shared/store/createResourceStore.js'
import type { ServiceSale } from '../types/transactions.js'
import { IDLE_SALE_SNAPSHOT, type IdleSaleSnapshot } from './idleSnapshots.js'
import { mayPass } from './readFailure.js'
import { isFinalSaleStatus, isSaleStatus, type SaleStatus } from './saleStatus.js'
import { trackerPolling } from './trackerPolling.js'
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

/** Default time between two reads of a sale tracker (`intervalMs`), in milliseconds: 5000. */
export const DEFAULT_SALE_POLL_MS = 5000

/** What `createSaleStore` shows: the sale followed, or idle while none is. */
export type SaleStoreSnapshot = SaleTrackerSnapshot | IdleSaleSnapshot

/**
 * The sale tracker as a store of whichever sale it is given (`setParams`; `null`: idle), the
 * shape every adapter binds, with `setStatus`. A new id or view token follows a new sale; the
 * same ones in a new object change nothing. Every snapshot has every field.
 */
export interface SaleStore {
  /** Follows this sale; throws a TypeError (without the token) for anything else. */
  setParams(sale: SaleToTrack | null | undefined): void
  getSnapshot(): SaleStoreSnapshot
  /** Polling runs while someone listens, the page is visible and the sale is not final. */
  subscribe(listener: () => void): () => void
  /** Reads now (details while none were read, and the status); never rejects. */
  refresh(): Promise<void>
  /**
   * Sets the status from a source that pushes (server-sent events, a socket). Throws a
   * TypeError for anything but `CREATED`, `RELEASED` or `EXPIRED`; ignored once final or idle.
   */
  setStatus(status: SaleStatus): void
  /** Stops polling and drops every listener. */
  destroy(): void
}

// The status store's data: `undefined` while the host's source knows none.
interface StatusReading {
  saleStatus: SaleStatus | undefined
}
type Details = ResourceSnapshot<SaleToTrack, ServiceSale>
type Status = ResourceSnapshot<SaleToTrack, StatusReading>

/**
 * A sale tracker on two resource stores, each with what it fetches and when it stops: the
 * details (`getSale`) until read once, or until an error that will not pass; the status
 * (`readStatus`) until `RELEASED` or `EXPIRED`. See `createSaleTracker`.
 */
export function createSaleStore(
  client: SaleClient,
  options: SaleTrackerOptions = {},
  sale?: SaleToTrack | null,
): SaleStore {
  if (typeof client?.v3?.getSale !== 'function') {
    throw new TypeError(
      'createSaleTracker: client must be a host API client (createHostApiClient) with v3.getSale()',
    )
  }
  if (sale != null) readSale(sale)
  const { readStatus } = options
  if (readStatus !== undefined && typeof readStatus !== 'function') {
    throw new TypeError('createSaleTracker: readStatus must be a function (saleId, { signal })')
  }
  const { intervalMs, ...polling } = trackerPolling(options, DEFAULT_SALE_POLL_MS)
  const shared = { ...polling, initialParams: sale ?? null }

  const details = createResourceStore<SaleToTrack, ServiceSale>({
    ...shared,
    placeholderData: (input) =>
      (input === sale ? options.initial : undefined) ?? readSale(input).known,
    prepare(input) {
      const { id, secret } = readSale(input)
      return {
        key: `sale:${id}\n${secret}`,
        run: ({ signal }) => client.v3.getSale(id, secret, { signal }),
      }
    },
    refreshIntervalMs: (reading) => (detailsNeeded(reading) ? intervalMs : false),
  })

  const statusNeeded = (reading: Status) =>
    readStatus !== undefined && !isFinalSaleStatus(reading.data?.saleStatus)
  const status: SettableResourceStore<SaleToTrack, StatusReading> = createResourceStore({
    ...shared,
    // A source's failure asks for no particular wait.
    backoff: { maxMs: polling.backoff?.maxMs ?? intervalMs },
    prepare(input) {
      const { id } = readSale(input)
      return {
        key: `saleStatus:${id}`,
        async run({ signal }): Promise<StatusReading> {
          const reported = readStatus ? await readStatus(id, { signal }) : undefined
          if (reported != null && !isSaleStatus(reported)) {
            throw new TypeError('readStatus answered an unknown sale status')
          }
          // A final status pushed by setStatus meanwhile stays.
          const known = status.getSnapshot().data?.saleStatus
          return { saleStatus: isFinalSaleStatus(known) ? known : (reported ?? known) }
        },
      }
    },
    refreshIntervalMs: (reading) => (statusNeeded(reading) ? intervalMs : false),
  })

  const view = memoizeLast(saleView)
  const snapshot = () => view(details.getSnapshot(), status.getSnapshot())
  return {
    setParams(input) {
      if (input != null) readSale(input)
      details.setParams(input ?? null)
      status.setParams(input ?? null)
    },
    getSnapshot: snapshot,
    subscribe(listener) {
      const stopDetails = details.subscribe(listener)
      const stopStatus = status.subscribe(listener)
      return () => {
        stopDetails()
        stopStatus()
      }
    },
    async refresh() {
      await Promise.all([
        detailsNeeded(details.getSnapshot()) ? details.refresh() : undefined,
        statusNeeded(status.getSnapshot()) ? status.refresh() : undefined,
      ])
    },
    setStatus(next) {
      if (!isSaleStatus(next)) {
        throw new TypeError('setStatus: a sale status is CREATED, RELEASED or EXPIRED')
      }
      const known = snapshot().saleStatus
      if (isFinalSaleStatus(known) || known === next) return
      status.setData({ saleStatus: next })
    },
    destroy() {
      details.destroy()
      status.destroy()
    },
  }
}

function readSale(input: SaleToTrack) {
  return transactionToTrack('createSaleTracker', 'sale', input as TransactionToTrack<ServiceSale>)
}

// Details are read once; a failure that will not pass (a 404) is not tried again.
function detailsNeeded(reading: Details): boolean {
  if (reading.status === 'success') return reading.isPlaceholderData === true
  return reading.status !== 'error' || mayPass(reading.error)
}

function saleView(details: Details, status: Status): SaleStoreSnapshot {
  if (details.status === 'idle') return IDLE_SALE_SNAPSHOT
  const saleStatus = status.data?.saleStatus
  const fields = {
    saleStatus,
    statusError: status.status === 'error' ? status.error : undefined,
    isFinal: isFinalSaleStatus(saleStatus),
    isFetching: details.isFetching || status.isFetching,
  }
  if (details.status === 'loading') {
    return { status: 'loading', sale: undefined, error: undefined, ...fields }
  }
  if (details.status === 'success') {
    return { status: 'success', sale: details.data, error: undefined, ...fields }
  }
  return { status: 'error', sale: details.data, error: details.error, ...fields }
}
