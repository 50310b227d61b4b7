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
  const { snapshot, current } = createTracker(
    sale,
    (next: SaleToTrack) => createSaleTracker(client as unknown as SaleClient, next, options),
    IDLE_SALE_SNAPSHOT as SaleTrackerSnapshot | IdleSaleSnapshot,
  )
  return {
    get status() {
      return snapshot().status
    },
    get sale() {
      return snapshot().sale
    },
    get error() {
      return snapshot().error
    },
    get saleStatus() {
      return snapshot().saleStatus
    },
    get statusError() {
      return snapshot().statusError
    },
    get isFinal() {
      return snapshot().isFinal
    },
    get isFetching() {
      return snapshot().isFetching
    },
    refresh: () => current()?.refresh() ?? Promise.resolve(),
    setStatus: (status) => current()?.setStatus(status),
  } as SaleResult
}
