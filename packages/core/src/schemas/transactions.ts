import * as v from 'valibot'
import { BaseUnitsSchema, DecimalsSchema, IdSchema, TimestampSchema } from './common.js'
import { PublicAssetDetailsSchema } from './quotes.js'

// Identifiers, tokens, codes and symbols are non-empty strings (IdSchema), as the webhooks'
// validatePurchase and validateSale read them: validatorsAgree.test.ts checks that both accept
// the same bodies.

/** An on-ramp purchase (spec 2.10): legacy status endpoint and purchase webhooks. */
export const ServicePurchaseSchema = v.looseObject({
  id: IdSchema,
  endTime: TimestampSchema,
  asset: v.looseObject({ ...PublicAssetDetailsSchema.entries, symbol: IdSchema, type: v.string() }),
  cryptoAmount: BaseUnitsSchema,
  fiatCurrency: IdSchema,
  fiatValue: v.number(),
  assetExchangeRate: v.number(),
  assetExchangeRateEur: v.number(),
  baseServiceFee: v.number(),
  networkFee: v.number(),
  appliedFee: v.number(),
  purchaseViewToken: IdSchema,
  receiverAddress: IdSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  status: v.string(),
  finalTxHash: v.nullable(v.string()),
  paymentMethodType: v.string(),
})

/** Asset of a sale (spec 2.9). */
export const SaleAssetInfoSchema = v.looseObject({
  address: v.nullable(v.string()),
  symbol: IdSchema,
  chain: IdSchema,
  type: v.string(),
  name: v.string(),
  decimals: DecimalsSchema,
})

/** An off-ramp sale (spec 2.9): sale endpoint and sale webhooks; no status field. */
export const ServiceSaleSchema = v.looseObject({
  id: IdSchema,
  purchaseViewToken: IdSchema,
  createdAt: TimestampSchema,
  crypto: v.looseObject({ amount: BaseUnitsSchema, assetInfo: SaleAssetInfoSchema }),
  fiat: v.looseObject({ amount: v.number(), currencySymbol: IdSchema }),
})
