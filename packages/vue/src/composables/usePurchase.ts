import type { PurchaseClient, PurchaseToTrack, PurchaseTrackerOptions } from '@rampkit/core'
import { createPurchaseStore, type PurchaseStoreSnapshot } from '@rampkit/core/adapter'
import type { MaybeRefOrGetter } from 'vue'
import { useRampKitClient } from '../plugin/useRampKitClient.js'
import { type TrackerRefs, useBoundStore } from './useResourceStore.js'

/** Timing of `usePurchase`, read at setup. */
export type PurchaseComposableOptions = Pick<PurchaseTrackerOptions, 'intervalMs' | 'maxIntervalMs'>

/**
 * The purchase tracker's snapshot as read-only refs (`status` is `'idle'` without a purchase),
 * plus `refresh`.
 */
export type PurchaseComposableResult = TrackerRefs<PurchaseStoreSnapshot> & {
  /** Reads the purchase now; resolves when the answer is in (at once when idle). */
  refresh: () => Promise<void>
}

/**
 * Follows a purchase until its status is final (core's `createPurchaseTracker`): `purchase`
 * (a ref, a getter or a value) is the widget's `PURCHASE_CREATED` payload or the
 * `{ id, secret }` the app stored, `null` for none. A new id or view token follows a new
 * purchase; the same ones in a new object change nothing. Polling pauses while the page is
 * hidden and stops with the component.
 */
export function usePurchase(
  purchase: MaybeRefOrGetter<PurchaseToTrack | null | undefined>,
  options?: PurchaseComposableOptions,
): PurchaseComposableResult {
  const client = useRampKitClient('usePurchase')
  const { state, store } = useBoundStore(
    // The plugin's client is typed for quotes; the store checks it has getPurchase.
    (initial: PurchaseToTrack | null) =>
      createPurchaseStore(client as unknown as PurchaseClient, options, initial),
    purchase,
  )
  return { ...state, refresh: store.refresh }
}
