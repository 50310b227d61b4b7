import type { ServicePurchase, WidgetEvent } from '@rampkit/core'

/** A purchase to follow: from the widget's `PURCHASE_CREATED` event. */
export interface TrackedPurchase {
  id: string
  /** The purchase view token. */
  secret: string
  initial: ServicePurchase
}

/** The purchase a `PURCHASE_CREATED` event announces; other events announce none. */
export function purchaseToTrack(event: WidgetEvent): TrackedPurchase | undefined {
  if (event.type !== 'PURCHASE_CREATED') return undefined
  const { purchase, purchaseViewToken } = event.payload
  return { id: purchase.id, secret: purchaseViewToken, initial: purchase }
}
