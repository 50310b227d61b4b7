import type { SaleStatus } from '../lifecycle/saleStatus.js'
import type { ServicePurchase, ServiceSale } from '../types.js'

/** Types of a purchase call to `webhookStatusUrl`. */
export type PurchaseWebhookType = 'CREATED' | 'RELEASED' | 'RETURNED' | 'ERROR'
/** Types of a sale call to `offrampWebhookV3Url`. */
export type SaleWebhookType = 'CREATED' | 'RELEASED' | 'EXPIRED'

/**
 * The call a purchase status change sends, if any: RELEASED and RETURNED under their own
 * names, every other final status (PAYMENT_FAILED, EXPIRED, CANCELLED) as ERROR. Intermediate
 * statuses send nothing. CREATED goes out when the purchase is created.
 */
export function purchaseWebhookType(status: string): PurchaseWebhookType | undefined {
  switch (status) {
    case 'RELEASED':
    case 'RETURNED':
      return status
    case 'PAYMENT_FAILED':
    case 'EXPIRED':
    case 'CANCELLED':
      return 'ERROR'
    default:
      return undefined
  }
}

/** The call a sale status change sends: its status by name (CREATED at creation). */
export function saleWebhookType(status: SaleStatus): SaleWebhookType {
  return status
}

/** `{ type, purchase }`: the body of a purchase call. */
export function purchaseWebhookBody(type: PurchaseWebhookType, purchase: ServicePurchase) {
  return { type, purchase }
}

/** `{ id, type, mode: 'OFFRAMP', payload }`: the body of a sale call; `id` is the sale's id. */
export function saleWebhookBody(type: SaleWebhookType, sale: ServiceSale) {
  return { id: sale.id, type, mode: 'OFFRAMP' as const, payload: sale }
}

/** A copy of a JSON value with every view token replaced, for logs and control-API answers. */
export function redactViewTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactViewTokens)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = REDACTED_KEYS.has(key) ? '[redacted]' : redactViewTokens(item)
  }
  return out
}

const REDACTED_KEYS = new Set(['purchaseViewToken', 'saleViewToken', 'secret'])
