import {
  createPurchaseTracker,
  IDLE_PURCHASE_SNAPSHOT,
  type IdlePurchaseSnapshot,
  type PurchaseClient,
  type PurchaseToTrack,
  type PurchaseTrackerSnapshot,
} from '@rampkit/core'
import { getRampKitClient } from './context.js'
import { checkAccessor } from './createResource.svelte.js'
import { createTracker } from './createTracker.svelte.js'
import type { PurchaseOptions, PurchaseResult } from './types.js'

/**
 * Follows a purchase until its status is final (core's `createPurchaseTracker`): `purchase()`
 * returns the widget's `PURCHASE_CREATED` payload or the `{ id, secret }` the app stored
 * (`null`: idle). A new id or view token follows a new purchase; the same ones in a new object
 * change nothing. Polling pauses while the page is hidden and stops with the component. Call it
 * while a component initialises, below `setRampKitContext`.
 */
export function createPurchase(
  purchase: () => PurchaseToTrack | null | undefined,
  options?: PurchaseOptions,
): PurchaseResult {
  checkAccessor('createPurchase', purchase)
  const client = getRampKitClient('createPurchase')
  return createTracker(
    purchase,
    // The context's client is typed for quotes; the tracker checks it has getPurchase.
    (next: PurchaseToTrack) =>
      createPurchaseTracker(client as unknown as PurchaseClient, next, options),
    IDLE_PURCHASE_SNAPSHOT as PurchaseTrackerSnapshot | IdlePurchaseSnapshot,
    ['status', 'purchase', 'error', 'isFinal', 'isFetching'],
  )
}
