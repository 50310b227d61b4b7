import {
  createSaleTracker,
  IDLE_SALE_SNAPSHOT,
  type IdleSaleSnapshot,
  type SaleClient,
  type SaleStatus,
  type SaleToTrack,
  type SaleTrackerOptions,
  type SaleTrackerSnapshot,
  trackingKey,
} from '@rampkit/core'
import { useMemo } from 'react'
import { useRampKitClient } from '../context/useRampKitClient.js'
import { useTracker } from './useTracker.js'

/**
 * `readStatus` is where the sale's status comes from (the host API has none). Read when a sale
 * starts being followed, as the timing is: keep it stable or read the latest yourself.
 */
export type SaleHookOptions = Pick<
  SaleTrackerOptions,
  'readStatus' | 'intervalMs' | 'maxIntervalMs'
>

/**
 * What `useSale` returns: the sale tracker's snapshot (`status: 'idle'` while no sale is given)
 * plus `refresh` and `setStatus`.
 */
export type SaleHookResult = (SaleTrackerSnapshot | IdleSaleSnapshot) & {
  /** Reads now; resolves when the answers are in (at once when idle). */
  refresh: () => Promise<void>
  /** Sets the status from a source that pushes (see `SaleTracker.setStatus`); idle: nothing. */
  setStatus: (status: SaleStatus) => void
}

const IGNORE = () => {}

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
  const key = trackingKey(sale)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the sale's identity; options are read when it starts
  const tracker = useMemo(
    () => (sale ? createSaleTracker(client as unknown as SaleClient, sale, options) : undefined),
    [client, key],
  )
  const result = useTracker(tracker, IDLE_SALE_SNAPSHOT)
  const setStatus = tracker?.setStatus ?? IGNORE
  return useMemo(() => ({ ...result, setStatus }), [result, setStatus])
}
