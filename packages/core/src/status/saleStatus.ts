/**
 * A sale's statuses as its webhook calls name them (`CREATED`, `RELEASED`, `EXPIRED`). The host
 * API gives none (spec 2.9 and 3: a ServiceSale has no status field), so only a source the host
 * gives (its webhook store) can tell them.
 */
export const SALE_STATUSES = Object.freeze(['CREATED', 'RELEASED', 'EXPIRED'] as const)

export type SaleStatus = (typeof SALE_STATUSES)[number]

export function isSaleStatus(value: unknown): value is SaleStatus {
  return typeof value === 'string' && (SALE_STATUSES as readonly string[]).includes(value)
}

/** `RELEASED` (the fiat is paid) and `EXPIRED` end a sale. */
export function isFinalSaleStatus(value: unknown): value is 'RELEASED' | 'EXPIRED' {
  return value === 'RELEASED' || value === 'EXPIRED'
}
