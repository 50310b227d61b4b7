import * as v from 'valibot'
import {
  ASSET_ID,
  BARE_SYMBOL,
  isAssetId,
  isLegacyAssetSymbol,
  MAX_ASSET_ID_LENGTH,
} from '../assets/parseAssetId.js'
import {
  BASE_UNITS,
  isPositiveBaseUnits,
  isQuoteFiatValue,
  isRegionCode,
  REGION_CODE,
} from '../types/fieldRules.js'
import type { LegacyQuoteRequestBody, QuoteRequestBody } from '../types/quotes.js'
import { absentOrNull } from './absentOrNull.js'
import { AssetInfoSchema, OfframpAssetInfoSchema } from './assets.js'
import { countryCodeSchema, currencyCodeSchema } from './codeSchemas.js'
import { BaseUnitsSchema, DecimalsSchema } from './common.js'

// `null` means "not passed", as in the client and the sandbox.
const passed = (value: unknown) => value !== undefined && value !== null
const exactlyOne = (body: { cryptoAmount?: unknown; fiatValue?: unknown }) =>
  passed(body.cryptoAmount) !== passed(body.fiatValue)
const EXACTLY_ONE = 'Invalid quote request: pass exactly one of cryptoAmount and fiatValue'
// The same rule in JSON Schema: a branch matches only when its field is there and not null.
const exactlyOneJsonSchema = {
  oneOf: [
    { required: ['cryptoAmount'], properties: { cryptoAmount: { type: 'string' } } },
    { required: ['fiatValue'], properties: { fiatValue: { type: 'number' } } },
  ],
}

const amountEntries = {
  fiatCurrency: currencyCodeSchema,
  cryptoAmount: absentOrNull(
    v.pipe(
      v.string(),
      v.check(
        (value) => isPositiveBaseUnits(value),
        'Invalid cryptoAmount: expected base units above zero',
      ),
      v.metadata({ pattern: BASE_UNITS.source, not: { pattern: '^0+$' } }),
    ),
  ),
  fiatValue: absentOrNull(
    v.pipe(
      v.number(),
      v.check(
        (value) => isQuoteFiatValue(value),
        'Invalid fiatValue: expected a number above zero',
      ),
      v.metadata({ exclusiveMinimum: 0 }),
    ),
  ),
}

/**
 * Body of the V3 on-ramp and off-ramp quotes (spec 2.7), for servers. Unknown keys are dropped;
 * exactly one of `cryptoAmount` / `fiatValue`.
 */
export const QuoteRequestBodySchema: v.GenericSchema<unknown, QuoteRequestBody> = v.pipe(
  v.object({
    cryptoAssetSymbol: v.pipe(
      v.string(),
      v.check((value) => isAssetId(value), 'Invalid asset id: expected <CHAIN>_<SYMBOL>'),
      v.metadata({ pattern: ASSET_ID.source, maxLength: MAX_ASSET_ID_LENGTH }),
    ),
    ...amountEntries,
    userCountryCode: absentOrNull(countryCodeSchema),
    userRegionCode: absentOrNull(
      v.pipe(
        v.string(),
        v.check(
          (value) => isRegionCode(value),
          'Invalid region: expected the second part of an ISO 3166-2 code',
        ),
        v.metadata({ pattern: REGION_CODE.source }),
      ),
    ),
  }),
  v.check((body) => exactlyOne(body), EXACTLY_ONE),
  v.metadata(exactlyOneJsonSchema),
) as v.GenericSchema<unknown, QuoteRequestBody>

/** Body of the legacy quote (spec 2.7). */
export const LegacyQuoteRequestBodySchema: v.GenericSchema<unknown, LegacyQuoteRequestBody> =
  v.pipe(
    v.object({
      cryptoAssetSymbol: v.pipe(
        v.string(),
        v.check(
          (value) => isLegacyAssetSymbol(value),
          'Invalid asset: expected a symbol such as ETH or ETH_USDC',
        ),
        v.metadata({
          anyOf: [{ pattern: BARE_SYMBOL.source }, { pattern: ASSET_ID.source }],
          maxLength: MAX_ASSET_ID_LENGTH,
        }),
      ),
      ...amountEntries,
      paymentMethodType: absentOrNull(
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
    v.metadata(exactlyOneJsonSchema),
  ) as v.GenericSchema<unknown, LegacyQuoteRequestBody>

/** One payment or payout method's quote (spec 2.8). */
export const QuoteResultForMethodSchema = v.looseObject({
  fiatCurrency: v.string(),
  cryptoAmount: BaseUnitsSchema,
  fiatValue: v.number(),
  baseServiceFee: v.number(),
  appliedFee: v.number(),
  hostFeeCut: absentOrNull(v.number()),
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

/** Asset details of legacy quotes and purchases (spec 2.8): `address` absent or null for natives. */
export const PublicAssetDetailsSchema = v.looseObject({
  address: absentOrNull(v.string()),
  symbol: v.string(),
  name: v.string(),
  decimals: DecimalsSchema,
  type: absentOrNull(v.string()),
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
