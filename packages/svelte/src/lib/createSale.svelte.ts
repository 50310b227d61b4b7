import {
  createSaleTracker,
  IDLE_SALE_SNAPSHOT,
  type IdleSaleSnapshot,
  type SaleClient,
  type SaleToTrack,
  type SaleTrackerSnapshot,
} from '@rampkit/core'
import { getRampKitClient } from './context.js'
import { checkAccessor } from './createResource.svelte.js'
import { createTracker } from './createTracker.svelte.js'
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
  const client = getRampKitClient('createSale')
  const result = createTracker(
    sale,
    (next: SaleToTrack) => createSaleTracker(client as unknown as SaleClient, next, options),
    IDLE_SALE_SNAPSHOT as SaleTrackerSnapshot | IdleSaleSnapshot,
    ['status', 'sale', 'error', 'saleStatus', 'statusError', 'isFinal', 'isFetching'],
  )
  return Object.assign(result, {
    setStatus: (status: Parameters<SaleResult['setStatus']>[0]) =>
      result.current()?.setStatus(status),
  })
}
