import type { BaseUnits, OpenUnion, Timestamp } from './common.js'
import type { PaymentMethodName, PublicAssetDetails } from './quotes.js'

/** Spec 3 shows only `INITIALIZED`; the service has more. */
export type PurchaseStatus = OpenUnion<'INITIALIZED'>

/** An on-ramp purchase (spec 2.10), from the legacy status endpoint and purchase webhooks. */
export interface ServicePurchase {
  id: string
  endTime: Timestamp
  asset: PublicAssetDetails & { type: string }
  cryptoAmount: BaseUnits
  fiatCurrency: string
  fiatValue: number
  assetExchangeRate: number
  assetExchangeRateEur: number
  baseServiceFee: number
  networkFee: number
  appliedFee: number
  purchaseViewToken: string
  receiverAddress: string
  createdAt: Timestamp
  updatedAt: Timestamp
  status: PurchaseStatus
  /** `null` while no final transaction exists. */
  finalTxHash: string | null
  paymentMethodType: OpenUnion<PaymentMethodName>
}

/** Asset of a sale (spec 2.9). */
export interface SaleAssetInfo {
  /** `null` for a chain's native asset (the official SDK's AssetInfo, so always present). */
  address: string | null
  symbol: string
  chain: string
  type: string
  name: string
  decimals: number
}

/** An off-ramp sale (spec 2.9); it has no status field. */
export interface ServiceSale {
  id: string
  /** Used as `secret` to read the sale. */
  purchaseViewToken: string
  createdAt: Timestamp
  crypto: { amount: BaseUnits; assetInfo: SaleAssetInfo }
  fiat: { amount: number; currencySymbol: string }
}
