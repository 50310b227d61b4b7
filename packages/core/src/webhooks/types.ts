// One declaration of the payload types for every entry of the package: the main entry
// exports the same ServicePurchase / ServiceSale (types only, nothing is bundled).
import type { SaleAssetInfo, ServicePurchase, ServiceSale } from '../types/transactions.js'

export type { SaleAssetInfo, ServicePurchase, ServiceSale }

// Webhook call types. The payloads are ServicePurchase (spec 2.10) and ServiceSale (2.9): fiat
// amounts are numbers, crypto amounts integer strings in the smallest unit, timestamps ISO 8601
// strings. Fields not listed there are kept at run time by `parseWebhook` but are not typed.

/** Event types of a purchase webhook call (`webhookStatusUrl`). */
export type PurchaseWebhookType = 'CREATED' | 'RELEASED' | 'RETURNED' | 'ERROR'

/** Event types of a sale webhook call (`offrampWebhookV3Url`). */
export type SaleWebhookType = 'CREATED' | 'RELEASED' | 'EXPIRED'

/** Asset of a purchase: PublicAssetDetails plus `type`. */
export type PurchaseAsset = ServicePurchase['asset']

/** A parsed purchase webhook call (`{ type, purchase }` on the wire). */
export interface PurchaseWebhookEvent {
  kind: 'purchase'
  type: PurchaseWebhookType
  purchase: ServicePurchase
}

/** A parsed sale webhook call (`{ id, type, mode: 'OFFRAMP', payload }` on the wire). */
export interface SaleWebhookEvent {
  kind: 'sale'
  type: SaleWebhookType
  id: string
  sale: ServiceSale
}

/** What `parseWebhook` returns: switch on `kind`, then on `type`. */
export type WebhookEvent = PurchaseWebhookEvent | SaleWebhookEvent
