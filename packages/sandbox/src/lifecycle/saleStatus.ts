/**
 * A sale's lifecycle. ServiceSale has no status field (spec 3): the state lives beside the
 * sale and shows only in the webhook types of `offrampWebhookV3Url` calls.
 */
export const SALE_STATUSES = ['CREATED', 'RELEASED', 'EXPIRED'] as const

/**
 * A sandbox sale's lifecycle status: `CREATED`, then `RELEASED` (the fiat was paid out) or
 * `EXPIRED`.
 */
export type SaleStatus = (typeof SALE_STATUSES)[number]

/** CREATED → RELEASED (the fiat was paid out) or CREATED → EXPIRED (no crypto arrived). */
export function saleTransitions(status: string): SaleStatus[] {
  return status === 'CREATED' ? ['RELEASED', 'EXPIRED'] : []
}

export function canTransitionSale(from: string, to: string): boolean {
  return (saleTransitions(from) as string[]).includes(to)
}
