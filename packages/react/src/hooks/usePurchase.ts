import {
  createPurchaseTracker,
  IDLE_PURCHASE_SNAPSHOT,
  type IdlePurchaseSnapshot,
  type PurchaseClient,
  type PurchaseToTrack,
  type PurchaseTrackerOptions,
  type PurchaseTrackerSnapshot,
  trackingKey,
} from '@rampkit/core'
import { useMemo } from 'react'
import { useRampKitClient } from '../context/useRampKitClient.js'
import { useTracker } from './useTracker.js'

/** Timing of `usePurchase`, read when a purchase starts being followed. */
export type PurchaseHookOptions = Pick<PurchaseTrackerOptions, 'intervalMs' | 'maxIntervalMs'>

/**
 * What `usePurchase` returns: the purchase tracker's snapshot (`status: 'idle'` while no purchase
 * is given) plus `refresh`.
 */
export type PurchaseHookResult = (PurchaseTrackerSnapshot | IdlePurchaseSnapshot) & {
  /** Reads the purchase now; resolves when the answer is in (at once when idle). */
  refresh: () => Promise<void>
}

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
  const key = trackingKey(purchase)
  // Created during render (which starts nothing); polling starts with the subscription. The
  // provider's client is typed for quotes; the tracker checks it has getPurchase (a TypeError).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the purchase's identity; options are read at creation
  const tracker = useMemo(
    () =>
      purchase
        ? createPurchaseTracker(client as unknown as PurchaseClient, purchase, options)
        : undefined,
    [client, key],
  )
  return useTracker(tracker, IDLE_PURCHASE_SNAPSHOT)
}
