import type { PublicAssetDetails, SaleAssetInfo } from './catalog/views.js'

export type { PublicAssetDetails, SaleAssetInfo }

/** ServicePurchase (spec 2.10), as the legacy purchase endpoint answers it. */
export interface ServicePurchase {
  id: string
  endTime: string
  asset: PublicAssetDetails
  cryptoAmount: string
  fiatCurrency: string
  fiatValue: number
  assetExchangeRate: number
  assetExchangeRateEur: number
  baseServiceFee: number
  networkFee: number
  appliedFee: number
  purchaseViewToken: string
  receiverAddress: string
  createdAt: string
  updatedAt: string
  status: string
  finalTxHash: string | null
  paymentMethodType: string
}

/** ServiceSale (spec 2.9). It has no status field (spec section 3). */
export interface ServiceSale {
  id: string
  purchaseViewToken: string
  createdAt: string
  crypto: { amount: string; assetInfo: SaleAssetInfo }
  fiat: { amount: number; currencySymbol: string }
}
