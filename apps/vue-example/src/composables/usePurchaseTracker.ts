import {
  createPurchaseTracker,
  type HostApiClient,
  type PurchaseTrackerSnapshot,
} from '@rampkit/core'
import type { TrackedPurchase } from '@rampkit/example-shared'
import { type MaybeRefOrGetter, shallowRef, toValue, watch } from 'vue'

/** The purchase's status, read with its view token until final (core's purchase tracker). */
export function usePurchaseTracker(
  client: HostApiClient,
  purchase: MaybeRefOrGetter<TrackedPurchase | undefined>,
  intervalMs = 3000,
) {
  const snapshot = shallowRef<PurchaseTrackerSnapshot>()
  const refresh = shallowRef<() => Promise<void>>()
  watch(
    () => toValue(purchase),
    (next, _previous, onCleanup) => {
      if (!next) return
      const tracker = createPurchaseTracker(
        client,
        { id: next.id, secret: next.secret },
        { initial: next.initial, intervalMs },
      )
      const off = tracker.subscribe(() => {
        snapshot.value = tracker.getSnapshot()
      })
      snapshot.value = tracker.getSnapshot()
      refresh.value = tracker.refresh
      // Runs for the next purchase and when the component goes away.
      onCleanup(() => {
        off()
        tracker.destroy()
        snapshot.value = undefined
        refresh.value = undefined
      })
    },
    { immediate: true },
  )
  return { snapshot, refresh }
}
