import type { HostApiClient } from '../client/createHostApiClient.js'
import { memoizeLast } from '../shared/memoizeLast.js'
import { createResourceStore, type ResourceSnapshot } from '../shared/store/createResourceStore.js'
import type { ServicePurchase } from '../types/transactions.js'
import { IDLE_PURCHASE_SNAPSHOT, type IdlePurchaseSnapshot } from './idleSnapshots.js'
import { isFinalPurchaseStatus } from './purchaseStatus.js'
import { mayPass } from './readFailure.js'
import { trackerPolling } from './trackerPolling.js'
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

/** Default time between two reads of a purchase tracker (`intervalMs`), in milliseconds: 5000. */
export const DEFAULT_PURCHASE_POLL_MS = 5000

/** What `createPurchaseStore` shows: the purchase followed, or idle while none is. */
export type PurchaseStoreSnapshot = PurchaseTrackerSnapshot | IdlePurchaseSnapshot

/**
 * The purchase tracker as a store of whichever purchase it is given (`setParams`; `null`: idle),
 * the shape every adapter binds. A new id or view token follows a new purchase (the old read is
 * aborted); the same ones in a new object change nothing. Every snapshot has every field.
 */
export interface PurchaseStore {
  /** Follows this purchase; throws a TypeError (without the token) for anything else. */
  setParams(purchase: PurchaseToTrack | null | undefined): void
  getSnapshot(): PurchaseStoreSnapshot
  /** Polling runs while someone listens, the page is visible and the purchase is not final. */
  subscribe(listener: () => void): () => void
  /** Reads now (also after a final status); resolves when done (at once when idle). */
  refresh(): Promise<void>
  /** Stops polling and drops every listener. */
  destroy(): void
}

type Reading = ResourceSnapshot<PurchaseToTrack, ServicePurchase>

/**
 * A purchase tracker on the resource store: it reads `getPurchase(id, secret)` and stops at a
 * final status or at an error that will not pass (see `createPurchaseTracker`). `options.initial`
 * is shown for `purchase` until its first read.
 */
export function createPurchaseStore(
  client: PurchaseClient,
  options: PurchaseTrackerOptions = {},
  purchase?: PurchaseToTrack | null,
): PurchaseStore {
  if (typeof client?.legacy?.getPurchase !== 'function') {
    throw new TypeError(
      'createPurchaseTracker: client must be a host API client (createHostApiClient) with legacy.getPurchase()',
    )
  }
  if (purchase != null) readPurchase(purchase)
  const { intervalMs, ...polling } = trackerPolling(options, DEFAULT_PURCHASE_POLL_MS)
  const store = createResourceStore<PurchaseToTrack, ServicePurchase>({
    ...polling,
    initialParams: purchase ?? null,
    placeholderData: (input) =>
      (input === purchase ? options.initial : undefined) ?? readPurchase(input).known,
    prepare(input) {
      const { id, secret } = readPurchase(input)
      return {
        key: `purchase:${id}\n${secret}`,
        run: ({ signal }) => client.legacy.getPurchase(id, secret, { signal }),
      }
    },
    refreshIntervalMs: (reading) => (purchaseView(reading).isFinal ? false : intervalMs),
  })
  const view = memoizeLast(purchaseView)
  return {
    setParams(input) {
      if (input != null) readPurchase(input)
      store.setParams(input ?? null)
    },
    getSnapshot: () => view(store.getSnapshot()),
    subscribe: store.subscribe,
    refresh: store.refresh,
    destroy: store.destroy,
  }
}

function readPurchase(input: PurchaseToTrack) {
  return transactionToTrack(
    'createPurchaseTracker',
    'purchase',
    input as TransactionToTrack<ServicePurchase>,
  )
}

/** What a reading shows: final at a final status, or at an error that will not pass. */
function purchaseView(reading: Reading): PurchaseStoreSnapshot {
  const { isFetching } = reading
  switch (reading.status) {
    case 'idle':
      return IDLE_PURCHASE_SNAPSHOT
    case 'loading':
      return {
        status: 'loading',
        purchase: undefined,
        error: undefined,
        isFinal: false,
        isFetching,
      }
    case 'success': {
      const isFinal = isFinalPurchaseStatus(reading.data.status)
      return { status: 'success', purchase: reading.data, error: undefined, isFinal, isFetching }
    }
    case 'error': {
      const { data: purchase, error } = reading
      return { status: 'error', purchase, error, isFinal: !mayPass(error), isFetching }
    }
  }
}
