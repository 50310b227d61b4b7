import {
  createPurchaseTracker,
  type PurchaseClient,
  type PurchaseToTrack,
  type PurchaseTrackerOptions,
  type PurchaseTrackerSnapshot,
} from './createPurchaseTracker.js'
import {
  createSaleTracker,
  type SaleClient,
  type SaleToTrack,
  type SaleTrackerOptions,
  type SaleTrackerSnapshot,
} from './createSaleTracker.js'
import { createTrackerSwitch, type TrackerSwitch } from './createTrackerSwitch.js'
import {
  IDLE_PURCHASE_SNAPSHOT,
  IDLE_SALE_SNAPSHOT,
  type IdlePurchaseSnapshot,
  type IdleSaleSnapshot,
} from './idleSnapshots.js'
import type { SaleStatus } from './saleStatus.js'

/**
 * A tracker switch shaped as the adapters' resource stores (`setParams`, `getSnapshot`,
 * `subscribe`, `refresh`, `destroy`), so Vue and Svelte bind it with the code their quote
 * composables use. Every snapshot has every field (`undefined` where none), the same object
 * until something changes.
 */
export interface TrackerStore<I, S> {
  setParams(input: I | null | undefined): void
  getSnapshot(): S
  subscribe(listener: () => void): () => void
  refresh(): Promise<void>
  destroy(): void
}

/** What `createPurchaseStore` shows: the tracker's snapshot, or idle while nothing is followed. */
export type PurchaseStoreSnapshot = PurchaseTrackerSnapshot | IdlePurchaseSnapshot
/** What `createSaleStore` shows: the tracker's snapshot, or idle while nothing is followed. */
export type SaleStoreSnapshot = SaleTrackerSnapshot | IdleSaleSnapshot

const PURCHASE_FIELDS = ['status', 'purchase', 'error', 'isFinal', 'isFetching'] as const
const SALE_FIELDS = [
  'status',
  'sale',
  'error',
  'saleStatus',
  'statusError',
  'isFinal',
  'isFetching',
] as const

function asStore<I, S extends object>(
  tracker: Omit<TrackerSwitch<I, S, never>, 'current'>,
  fields: readonly string[],
  initial: I | null | undefined,
): TrackerStore<I, S> {
  const empty = Object.fromEntries(fields.map((field) => [field, undefined]))
  let inner: S | undefined
  let outer: S | undefined
  tracker.setInput(initial)
  return {
    setParams: tracker.setInput,
    getSnapshot() {
      const next = tracker.getSnapshot()
      if (next !== inner) {
        inner = next
        outer = { ...empty, ...next }
      }
      return outer as S
    },
    subscribe: tracker.subscribe,
    refresh: tracker.refresh,
    destroy: tracker.destroy,
  }
}

/** `usePurchase` / `createPurchase` in Vue and Svelte: the purchase tracker as a store. */
export function createPurchaseStore(
  client: PurchaseClient,
  options?: Omit<PurchaseTrackerOptions, 'initial'>,
  initial?: PurchaseToTrack | null,
): TrackerStore<PurchaseToTrack, PurchaseStoreSnapshot> {
  const tracker = createTrackerSwitch(
    (input: PurchaseToTrack) => createPurchaseTracker(client, input, options),
    IDLE_PURCHASE_SNAPSHOT as PurchaseStoreSnapshot,
  )
  return asStore(tracker, PURCHASE_FIELDS, initial)
}

/** `useSale` / `createSale` in Vue and Svelte: the sale tracker as a store, with `setStatus`. */
export function createSaleStore(
  client: SaleClient,
  options?: Omit<SaleTrackerOptions, 'initial'>,
  initial?: SaleToTrack | null,
): TrackerStore<SaleToTrack, SaleStoreSnapshot> & { setStatus(status: SaleStatus): void } {
  const tracker = createTrackerSwitch(
    (input: SaleToTrack) => createSaleTracker(client, input, options),
    IDLE_SALE_SNAPSHOT as SaleStoreSnapshot,
  )
  return {
    ...asStore(tracker, SALE_FIELDS, initial),
    setStatus: (status) => tracker.current()?.setStatus(status),
  }
}
