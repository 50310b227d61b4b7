import type { SaleClient, SaleStatus, SaleToTrack, SaleTrackerOptions } from '@rampkit/core'
import { createSaleStore, type SaleStoreSnapshot } from '@rampkit/core/adapter'
import { useMemo } from 'react'
import { useRampKitClient } from '../context/useRampKitClient.js'
import { useBoundStore } from './useResourceStore.js'

/**
 * `readStatus` is where the sale's status comes from (the host API has none). Read when the
 * component mounts, as the timing is: keep it stable or read the latest yourself.
 */
export type SaleHookOptions = Pick<
  SaleTrackerOptions,
  'readStatus' | 'intervalMs' | 'maxIntervalMs'
>

/**
 * What `useSale` returns: the sale tracker's snapshot (`status: 'idle'` while no sale is given)
 * plus `refresh` and `setStatus`.
 */
export type SaleHookResult = SaleStoreSnapshot & {
  /** Reads now; resolves when the answers are in (at once when idle). */
  refresh: () => Promise<void>
  /** Sets the status from a source that pushes (see `SaleTracker.setStatus`); idle: nothing. */
  setStatus: (status: SaleStatus) => void
}

// A server renders what is known at once: loading, or the sale of the created event.
const asFirstRendered = (first: SaleStoreSnapshot) => first

/**
 * Follows a sale (core's `createSaleTracker`): its details from `getSale` and its status
 * (`CREATED` → `RELEASED` | `EXPIRED`) from `options.readStatus` or `setStatus`, never guessed
 * (`saleStatus` stays `undefined` until the host's source reports one). `sale` is the widget's
 * `OFFRAMP_SALE_CREATED` payload or the `{ id, secret }` the app stored, `null` for none.
 */
export function useSale(
  sale: SaleToTrack | null | undefined,
  options?: SaleHookOptions,
): SaleHookResult {
  const client = useRampKitClient('useSale')
  const { store, snapshot } = useBoundStore(
    client,
    (c) => createSaleStore(c as unknown as SaleClient, options, sale),
    sale ?? null,
    asFirstRendered,
  )
  return useMemo(
    () => ({ ...snapshot, refresh: store.refresh, setStatus: store.setStatus }),
    [snapshot, store],
  )
}
