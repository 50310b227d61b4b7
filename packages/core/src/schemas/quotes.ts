import * as v from 'valibot'
import type { LegacyQuoteRequestBody, QuoteRequestBody } from '../types/quotes.js'
import { AssetInfoSchema, OfframpAssetInfoSchema } from './assets.js'
import { BaseUnitsSchema } from './common.js'

const exactlyOne = (body: { cryptoAmount?: unknown; fiatValue?: unknown }) =>
  (body.cryptoAmount === undefined) !== (body.fiatValue === undefined)
const EXACTLY_ONE = 'Invalid quote request: pass exactly one of cryptoAmount and fiatValue'

const amountEntries = {
  fiatCurrency: v.pipe(v.string(), v.nonEmpty()),
  cryptoAmount: v.optional(BaseUnitsSchema),
  fiatValue: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0))),
}

/**
 * Body of the V3 on-ramp and off-ramp quotes (spec 2.7), for servers. Unknown keys are dropped;
 * exactly one of `cryptoAmount` / `fiatValue`.
 */
export const QuoteRequestBodySchema: v.GenericSchema<unknown, QuoteRequestBody> = v.pipe(
  v.object({
    cryptoAssetSymbol: v.pipe(
      v.string(),
      v.regex(
        /^[A-Z][A-Z0-9]*_[A-Za-z0-9][A-Za-z0-9.]*$/,
        'Invalid asset id: expected <CHAIN>_<SYMBOL>',
      ),
    ),
    ...amountEntries,
    userCountryCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/))),
    userRegionCode: v.optional(v.string()),
  }),
  v.check((body) => exactlyOne(body), EXACTLY_ONE),
) as v.GenericSchema<unknown, QuoteRequestBody>

/** Body of the legacy quote (spec 2.7). */
export const LegacyQuoteRequestBodySchema: v.GenericSchema<unknown, LegacyQuoteRequestBody> =
  v.pipe(
    v.object({
      cryptoAssetSymbol: v.pipe(v.string(), v.nonEmpty()),
      ...amountEntries,
      paymentMethodType: v.optional(
        v.picklist([
          'MANUAL_BANK_TRANSFER',
          'AUTO_BANK_TRANSFER',
          'CARD_PAYMENT',
          'APPLE_PAY',
          'GOOGLE_PAY',
        ]),
      ),
    }),
    v.check((body) => exactlyOne(body), EXACTLY_ONE),
  ) as v.GenericSchema<unknown, LegacyQuoteRequestBody>

/** One payment or payout method's quote (spec 2.8). */
export const QuoteResultForMethodSchema = v.looseObject({
  fiatCurrency: v.string(),
  cryptoAmount: BaseUnitsSchema,
  fiatValue: v.number(),
  baseServiceFee: v.number(),
  appliedFee: v.number(),
  hostFeeCut: v.optional(v.number()),
})

const method = v.optional(QuoteResultForMethodSchema)

/** V3 on-ramp quote (spec 2.8): `asset` plus one key per payment method. */
export const OnrampQuoteResultSchema = v.looseObject({
  asset: AssetInfoSchema,
  MANUAL_BANK_TRANSFER: method,
  AUTO_BANK_TRANSFER: method,
  CARD_PAYMENT: method,
  APPLE_PAY: method,
  GOOGLE_PAY: method,
  PIX: method,
})

/** V3 off-ramp quote (spec 2.8): `asset` plus one key per payout method. */
export const OfframpQuoteResultSchema = v.looseObject({
  asset: OfframpAssetInfoSchema,
  AMERICAN_BANK_TRANSFER: method,
  CARD: method,
  SEPA: method,
  SPEI: method,
})

/** Asset details of legacy quotes and purchases (spec 2.8). */
export const PublicAssetDetailsSchema = v.looseObject({
  address: v.nullable(v.string()),
  symbol: v.string(),
  name: v.string(),
  decimals: v.pipe(v.number(), v.integer(), v.minValue(0)),
  type: v.optional(v.string()),
})

/** Legacy quote (spec 2.8). */
export const LegacyQuoteResultSchema = v.looseObject({
  cryptoAssetSymbol: v.string(),
  fiatCurrency: v.string(),
  cryptoAmount: BaseUnitsSchema,
  fiatValue: v.number(),
  paymentMethodType: v.string(),
  asset: PublicAssetDetailsSchema,
  assetExchangeRate: v.number(),
  assetExchangeRateEur: v.number(),
  fiatExchangeRateEur: v.number(),
  baseServiceFee: v.number(),
  networkFee: v.number(),
  appliedFee: v.number(),
})
