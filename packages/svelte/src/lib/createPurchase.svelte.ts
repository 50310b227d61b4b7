import type { PurchaseClient, PurchaseToTrack } from '@rampkit/core'
import { createPurchaseStore } from '@rampkit/core/adapter'
import { untrack } from 'svelte'
import { getRampKitClient } from './context.js'
import { bindStore, checkAccessor } from './createResource.svelte.js'
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
  // The context's client is typed for quotes; the tracker checks it has getPurchase.
  const client = getRampKitClient('createPurchase') as unknown as PurchaseClient
  // Given at once: the first render (on the server too) shows what is known.
  const store = createPurchaseStore(client, options, untrack(purchase))
  return bindStore(store, purchase, Object.keys(store.getSnapshot()))
}
