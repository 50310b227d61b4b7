import type { SaleClient, SaleStatus, SaleToTrack, SaleTrackerOptions } from '@rampkit/core'
import { createSaleStore, type SaleStoreSnapshot } from '@rampkit/core/adapter'
import type { MaybeRefOrGetter } from 'vue'
import { useRampKitClient } from '../plugin/useRampKitClient.js'
import { type TrackerRefs, useBoundStore } from './useResourceStore.js'

/** Where the sale's status comes from (the host API has none) and the timing; read at setup. */
export type SaleComposableOptions = Pick<
  SaleTrackerOptions,
  'readStatus' | 'intervalMs' | 'maxIntervalMs'
>

/** The sale tracker's snapshot as read-only refs, plus `refresh` and `setStatus`. */
export type SaleComposableResult = TrackerRefs<SaleStoreSnapshot> & {
  /** Reads now; resolves when the answers are in (at once when idle). */
  refresh: () => Promise<void>
  /** Sets the status from a source that pushes (see `SaleTracker.setStatus`); idle: nothing. */
  setStatus: (status: SaleStatus) => void
}

/**
 * Follows a sale (core's `createSaleTracker`): its details from `getSale` and its status
 * (`CREATED` → `RELEASED` | `EXPIRED`) from `options.readStatus` or `setStatus`, never guessed
 * (`saleStatus` stays `undefined` until the host's source reports one). `sale` (a ref, a getter
 * or a value) is the widget's `OFFRAMP_SALE_CREATED` payload or a stored `{ id, secret }`.
 */
export function useSale(
  sale: MaybeRefOrGetter<SaleToTrack | null | undefined>,
  options?: SaleComposableOptions,
): SaleComposableResult {
  const client = useRampKitClient('useSale')
  const { state, store } = useBoundStore(
    (initial: SaleToTrack | null) =>
      createSaleStore(client as unknown as SaleClient, options, initial),
    sale,
  )
  return { ...state, refresh: store.refresh, setStatus: store.setStatus }
}
