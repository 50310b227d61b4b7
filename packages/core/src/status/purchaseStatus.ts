/**
 * Purchase statuses after which nothing changes. Spec 3 shows only `INITIALIZED`; these follow
 * the service's public documentation and its webhook types (`RELEASED`, `RETURNED`, `ERROR`).
 */
export const FINAL_PURCHASE_STATUSES = Object.freeze([
  'RELEASED',
  'RETURNED',
  'ERROR',
  'EXPIRED',
  'CANCELLED',
  'PAYMENT_FAILED',
] as const)

/**
 * A purchase status after which nothing changes (`RELEASED`, `RETURNED`, `ERROR`, `EXPIRED`,
 * `CANCELLED`, `PAYMENT_FAILED`).
 */
export type FinalPurchaseStatus = (typeof FINAL_PURCHASE_STATUSES)[number]

/** Whether a purchase in `status` is finished: polling it again would show nothing new. */
export function isFinalPurchaseStatus(status: unknown): status is FinalPurchaseStatus {
  return (
    typeof status === 'string' && (FINAL_PURCHASE_STATUSES as readonly string[]).includes(status)
  )
}
