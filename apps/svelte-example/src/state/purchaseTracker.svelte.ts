import {
  createPurchaseTracker,
  type HostApiClient,
  type PurchaseTrackerSnapshot,
} from '@rampkit/core'
import type { TrackedPurchase } from '@rampkit/example-shared'
import { untrack } from 'svelte'

export interface PurchaseTracking {
  readonly snapshot: PurchaseTrackerSnapshot | undefined
  readonly refresh: (() => Promise<void>) | undefined
}

/**
 * The purchase's status, read with its view token until final (core's purchase tracker): a new
 * tracker for each purchase, destroyed when the next one comes or the component goes.
 */
export function trackPurchase(
  client: () => HostApiClient,
  purchase: () => TrackedPurchase | undefined,
  intervalMs: () => number | undefined,
): PurchaseTracking {
  let snapshot = $state.raw<PurchaseTrackerSnapshot>()
  let refresh = $state.raw<() => Promise<void>>()
  $effect(() => {
    const target = purchase()
    const api = client()
    const interval = intervalMs() ?? 3000
    if (!target) return
    return untrack(() => {
      const tracker = createPurchaseTracker(
        api,
        { id: target.id, secret: target.secret },
        { initial: target.initial, intervalMs: interval },
      )
      refresh = tracker.refresh
      snapshot = tracker.getSnapshot()
      const unsubscribe = tracker.subscribe(() => {
        snapshot = tracker.getSnapshot()
      })
      return () => {
        unsubscribe()
        tracker.destroy()
        snapshot = undefined
        refresh = undefined
      }
    })
  })
  return {
    get snapshot() {
      return snapshot
    },
    get refresh() {
      return refresh
    },
  }
}
