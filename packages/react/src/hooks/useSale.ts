import {
  createSaleTracker,
  IDLE_SALE_SNAPSHOT,
  type IdleSaleSnapshot,
  type SaleClient,
  type SaleStatus,
  type SaleStatusSource,
  type SaleToTrack,
  type SaleTrackerOptions,
  type SaleTrackerSnapshot,
  trackingKey,
} from '@rampkit/core'
import { useMemo, useRef } from 'react'
import { useRampKitClient } from '../context/useRampKitClient.js'
import { useTracker } from './useTracker.js'

/**
 * `readStatus` is where the sale's status comes from (the host API has none): the latest
 * function is called, and whether there is one is read when a sale starts being followed, as
 * the timing is.
 */
export type SaleHookOptions = Pick<
  SaleTrackerOptions,
  'readStatus' | 'intervalMs' | 'maxIntervalMs'
>

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
  const readStatus = useRef(options?.readStatus)
  readStatus.current = options?.readStatus
  const key = trackingKey(sale)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the sale's identity; options are read at creation
  const tracker = useMemo(() => {
    if (!sale) return undefined
    const given = options?.readStatus
    // A function given: the latest one answers. Anything else goes as it is, for core to refuse.
    const latest: SaleStatusSource | undefined =
      typeof given === 'function' ? (saleId, init) => readStatus.current?.(saleId, init) : given
    return createSaleTracker(client as unknown as SaleClient, sale, {
      ...options,
      readStatus: latest,
    })
  }, [client, key])
  const result = useTracker(tracker, IDLE_SALE_SNAPSHOT)
  const setStatus = tracker?.setStatus ?? IGNORE
  return useMemo(() => ({ ...result, setStatus }), [result, setStatus])
}
