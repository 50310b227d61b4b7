import * as v from 'valibot'
import { BaseUnitsSchema, DecimalsSchema, TimestampSchema } from './common.js'
import { PublicAssetDetailsSchema } from './quotes.js'

/** An on-ramp purchase (spec 2.10): legacy status endpoint and purchase webhooks. */
export const ServicePurchaseSchema = v.looseObject({
  id: v.string(),
  endTime: TimestampSchema,
  asset: v.looseObject({ ...PublicAssetDetailsSchema.entries, type: v.string() }),
  cryptoAmount: BaseUnitsSchema,
  fiatCurrency: v.string(),
  fiatValue: v.number(),
  assetExchangeRate: v.number(),
  assetExchangeRateEur: v.number(),
  baseServiceFee: v.number(),
  networkFee: v.number(),
  appliedFee: v.number(),
  purchaseViewToken: v.string(),
  receiverAddress: v.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  status: v.string(),
  finalTxHash: v.nullable(v.string()),
  paymentMethodType: v.string(),
})

/** Asset of a sale (spec 2.9). */
export const SaleAssetInfoSchema = v.looseObject({
  address: v.nullable(v.string()),
  symbol: v.string(),
  chain: v.string(),
  type: v.string(),
  name: v.string(),
  decimals: DecimalsSchema,
})

/** An off-ramp sale (spec 2.9): sale endpoint and sale webhooks; no status field. */
export const ServiceSaleSchema = v.looseObject({
  id: v.string(),
  purchaseViewToken: v.string(),
  createdAt: TimestampSchema,
  crypto: v.looseObject({ amount: BaseUnitsSchema, assetInfo: SaleAssetInfoSchema }),
  fiat: v.looseObject({ amount: v.number(), currencySymbol: v.string() }),
})
