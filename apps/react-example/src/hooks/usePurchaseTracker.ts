import {
  createPurchaseTracker,
  type HostApiClient,
  type PurchaseTrackerSnapshot,
} from '@rampkit/core'
import type { TrackedPurchase } from '@rampkit/example-shared'
import { useEffect, useState, useSyncExternalStore } from 'react'

const NONE = () => undefined
const noop = () => () => {}

/** The purchase's status, read with its view token until final (core's purchase tracker). */
export function usePurchaseTracker(
  client: HostApiClient,
  purchase: TrackedPurchase | undefined,
  intervalMs = 3000,
) {
  const [tracker, setTracker] = useState<ReturnType<typeof createPurchaseTracker>>()
  useEffect(() => {
    if (!purchase) return
    const next = createPurchaseTracker(
      client,
      { id: purchase.id, secret: purchase.secret },
      { initial: purchase.initial, intervalMs },
    )
    setTracker(next)
    return () => {
      next.destroy()
      setTracker(undefined)
    }
  }, [client, purchase, intervalMs])
  const snapshot: PurchaseTrackerSnapshot | undefined = useSyncExternalStore(
    tracker?.subscribe ?? noop,
    tracker?.getSnapshot ?? NONE,
    NONE,
  )
  return { snapshot, refresh: tracker?.refresh }
}
