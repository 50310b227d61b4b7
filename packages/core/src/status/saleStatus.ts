/**
 * A sale's statuses as its webhook calls name them (`CREATED`, `RELEASED`, `EXPIRED`). The host
 * API gives none (spec 2.9 and 3: a ServiceSale has no status field), so only a source the host
 * gives (its webhook store) can tell them.
 */
export const SALE_STATUSES = Object.freeze(['CREATED', 'RELEASED', 'EXPIRED'] as const)

/**
 * A sale's status as its webhook calls name it: `CREATED`, then `RELEASED` (the fiat is paid) or
 * `EXPIRED`.
 */
export type SaleStatus = (typeof SALE_STATUSES)[number]

/** Whether `value` is one of the sale statuses `CREATED`, `RELEASED` or `EXPIRED`. */
export function isSaleStatus(value: unknown): value is SaleStatus {
  return typeof value === 'string' && (SALE_STATUSES as readonly string[]).includes(value)
}

/** `RELEASED` (the fiat is paid) and `EXPIRED` end a sale. */
export function isFinalSaleStatus(value: unknown): value is 'RELEASED' | 'EXPIRED' {
  return value === 'RELEASED' || value === 'EXPIRED'
}
