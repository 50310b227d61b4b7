import type { SaleClient, SaleToTrack } from '@rampkit/core'
import { createSaleStore } from '@rampkit/core/adapter'
import { untrack } from 'svelte'
import { getRampKitClient } from './context.js'
import { bindStore, checkAccessor } from './createResource.svelte.js'
import type { SaleOptions, SaleResult } from './types.js'

/**
 * Follows a sale (core's `createSaleTracker`): its details from `getSale` and its status
 * (`CREATED` → `RELEASED` | `EXPIRED`) from `options.readStatus` or `setStatus`, never guessed
 * (`saleStatus` stays `undefined` until the host's source reports one; the host API has none).
 * `sale()` returns the widget's `OFFRAMP_SALE_CREATED` payload or a stored `{ id, secret }`.
 */
export function createSale(
  sale: () => SaleToTrack | null | undefined,
  options?: SaleOptions,
): SaleResult {
  checkAccessor('createSale', sale)
  const client = getRampKitClient('createSale') as unknown as SaleClient
  const store = createSaleStore(client, options, untrack(sale))
  const result = bindStore<SaleToTrack, SaleResult>(store, sale, Object.keys(store.getSnapshot()))
  result.setStatus = store.setStatus
  return result
}
