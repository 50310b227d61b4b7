// Webhook payload types, to the field tables of the host API spec (2.9 ServiceSale,
// 2.10 ServicePurchase). Fiat amounts are numbers, crypto amounts are integer strings in the
// asset's smallest unit, timestamps are ISO 8601 strings. Fields not listed here are kept at
// run time by `parseWebhook` but are not typed.

/** Event types of a purchase webhook call (`webhookStatusUrl`). */
export type PurchaseWebhookType = 'CREATED' | 'RELEASED' | 'RETURNED' | 'ERROR'

/** Event types of a sale webhook call (`offrampWebhookV3Url`). */
export type SaleWebhookType = 'CREATED' | 'RELEASED' | 'EXPIRED'

/** Asset of a purchase: PublicAssetDetails plus `type`. */
export interface PurchaseAsset {
  /** Token contract address; `null` for a chain's native asset. */
  address: string | null
  symbol: string
  name: string
  decimals: number
  type: string
}

/** ServicePurchase (spec 2.10): an on-ramp purchase as delivered in purchase webhook calls. */
export interface ServicePurchase {
  id: string
  endTime: string
  asset: PurchaseAsset
  /** Integer string in the asset's smallest unit (wei / token units). */
  cryptoAmount: string
  fiatCurrency: string
  fiatValue: number
  assetExchangeRate: number
  assetExchangeRateEur: number
  baseServiceFee: number
  networkFee: number
  appliedFee: number
  /** Secret: the `secret` for the purchase status endpoint. Never log it. */
  purchaseViewToken: string
  receiverAddress: string
  createdAt: string
  updatedAt: string
  /** `INITIALIZED` is the only documented value; others pass through unchanged. */
  status: string
  /** `null` while no final transaction exists. */
  finalTxHash: string | null
  paymentMethodType: string
}

/** Asset of a sale (`crypto.assetInfo`). */
export interface SaleAssetInfo {
  /** Token contract address; `null` for a chain's native asset. */
  address: string | null
  symbol: string
  chain: string
  type: string
  name: string
  decimals: number
}

/** ServiceSale (spec 2.9): an off-ramp sale as delivered in sale webhook calls. It has no status. */
export interface ServiceSale {
  id: string
  /** Secret: the `secret` for the sale endpoint. Never log it. */
  purchaseViewToken: string
  createdAt: string
  crypto: {
    /** Integer string in the asset's smallest unit (wei / token units). */
    amount: string
    assetInfo: SaleAssetInfo
  }
  fiat: {
    amount: number
    currencySymbol: string
  }
}

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
