import type { PurchaseClient, PurchaseToTrack, PurchaseTrackerOptions } from '@rampkit/core'
import { createPurchaseStore, type PurchaseStoreSnapshot } from '@rampkit/core/adapter'
import { useMemo } from 'react'
import { useRampKitClient } from '../context/useRampKitClient.js'
import { useBoundStore } from './useResourceStore.js'

/** Timing of `usePurchase`, read when the component mounts. */
export type PurchaseHookOptions = Pick<PurchaseTrackerOptions, 'intervalMs' | 'maxIntervalMs'>

/**
 * What `usePurchase` returns: the purchase tracker's snapshot (`status: 'idle'` while no purchase
 * is given) plus `refresh`.
 */
export type PurchaseHookResult = PurchaseStoreSnapshot & {
  /** Reads the purchase now; resolves when the answer is in (at once when idle). */
  refresh: () => Promise<void>
}

// A server renders what is known at once: loading, or the purchase of the created event.
const asFirstRendered = (first: PurchaseStoreSnapshot) => first

/**
 * Follows a purchase until its status is final (core's `createPurchaseTracker`): `purchase` is
 * the widget's `PURCHASE_CREATED` payload or the `{ id, secret }` the app stored, `null` for
 * none (`status: 'idle'`). A new id or view token follows a new purchase; the same ones in a
 * new object change nothing. Polling pauses while the page is hidden and stops on unmount.
 */
export function usePurchase(
  purchase: PurchaseToTrack | null | undefined,
  options?: PurchaseHookOptions,
): PurchaseHookResult {
  const client = useRampKitClient('usePurchase')
  // The provider's client is typed for quotes; the store checks it has getPurchase (a TypeError).
  const { store, snapshot } = useBoundStore(
    client,
    (c) => createPurchaseStore(c as unknown as PurchaseClient, options, purchase),
    purchase ?? null,
    asFirstRendered,
  )
  return useMemo(() => ({ ...snapshot, refresh: store.refresh }), [snapshot, store])
}
