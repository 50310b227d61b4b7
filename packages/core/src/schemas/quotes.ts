import * as v from 'valibot'
import { ASSET_ID, BARE_SYMBOL, MAX_ASSET_ID_LENGTH } from '../assets/parseAssetId.js'
import {
  QUOTE_RULES,
  type QuoteBodyField,
  type QuoteBodyKind,
  quoteRuleProblems,
  quoteRuleWords,
} from '../hostApi/quoteRules.js'
import { BASE_UNITS, COUNTRY_CODE, CURRENCY_CODE, REGION_CODE } from '../types/fieldRules.js'
import type { LegacyQuoteRequestBody, QuoteRequestBody } from '../types/quotes.js'
import { PAYMENT_METHODS } from '../types/quotes.js'
import { absentOrNull } from './absentOrNull.js'
import { AssetInfoSchema, OfframpAssetInfoSchema } from './assets.js'
import { BaseUnitsSchema, DecimalsSchema } from './common.js'

// The request bodies' checks are the quote request rules' table (hostApi/quoteRules.ts), as the
// client and the sandbox read it: each field's check is its row's, the pair is its row's. What a
// field's JSON Schema hint says for the OpenAPI document stays here (jsonSchemaHints.test.ts
// checks that both agree).

/** A field's schema in a body kind: its JSON type, the table's check, the JSON Schema hint. */
function ruled(
  kind: QuoteBodyKind,
  field: QuoteBodyField,
  type: v.GenericSchema<unknown, string | number>,
  hint: Record<string, unknown>,
) {
  const row = QUOTE_RULES.find(([name]) => name === field)!
  const check = row[kind === 'quote' ? 3 : 4]!
  const message = `Invalid ${field}: ${quoteRuleWords({ field, code: row[1] }, kind)}`
  const schema = v.pipe(
    type,
    v.check((value) => check(value), message),
    v.metadata(hint),
  )
  return row[2] === true ? schema : absentOrNull(schema)
}

/** The pair of the table (exactly one of `cryptoAmount` / `fiatValue`), as a body check. */
function exactlyOne<Body extends object>(kind: QuoteBodyKind) {
  return v.check<Body, string>(
    (body) =>
      !quoteRuleProblems(body, kind).some(
        ({ code }) => code === 'AMOUNT_REQUIRED' || code === 'AMOUNT_CONFLICT',
      ),
    'Invalid quote request: pass exactly one of cryptoAmount and fiatValue',
  )
}
// The same rule in JSON Schema: a branch matches only when its field is there and not null.
const exactlyOneJsonSchema = {
  oneOf: [
    { required: ['cryptoAmount'], properties: { cryptoAmount: { type: 'string' } } },
    { required: ['fiatValue'], properties: { fiatValue: { type: 'number' } } },
  ],
}

const tradeEntries = (kind: QuoteBodyKind) => ({
  fiatCurrency: ruled(kind, 'fiatCurrency', v.string(), { pattern: CURRENCY_CODE.source }),
  cryptoAmount: ruled(kind, 'cryptoAmount', v.string(), {
    pattern: BASE_UNITS.source,
    not: { pattern: '^0+$' },
  }),
  fiatValue: ruled(kind, 'fiatValue', v.number(), { exclusiveMinimum: 0 }),
})

/**
 * Body of the V3 on-ramp and off-ramp quotes (spec 2.7), for servers. Unknown keys are dropped;
 * exactly one of `cryptoAmount` / `fiatValue`.
 */
export const QuoteRequestBodySchema: v.GenericSchema<unknown, QuoteRequestBody> = v.pipe(
  v.object({
    cryptoAssetSymbol: ruled('quote', 'cryptoAssetSymbol', v.string(), {
      pattern: ASSET_ID.source,
      maxLength: MAX_ASSET_ID_LENGTH,
    }),
    ...tradeEntries('quote'),
    userCountryCode: ruled('quote', 'userCountryCode', v.string(), {
      pattern: COUNTRY_CODE.source,
    }),
    userRegionCode: ruled('quote', 'userRegionCode', v.string(), { pattern: REGION_CODE.source }),
  }),
  exactlyOne('quote'),
  v.metadata(exactlyOneJsonSchema),
) as v.GenericSchema<unknown, QuoteRequestBody>

/**
 * Body of the legacy quote (spec 2.7). `paymentMethodType` is any string: a name outside spec
 * 2.8's list is a development warning, not a refusal (`QUOTE_WARNINGS`), the service judges it.
 */
export const LegacyQuoteRequestBodySchema: v.GenericSchema<unknown, LegacyQuoteRequestBody> =
  v.pipe(
    v.object({
      cryptoAssetSymbol: ruled('legacyQuote', 'cryptoAssetSymbol', v.string(), {
        anyOf: [{ pattern: BARE_SYMBOL.source }, { pattern: ASSET_ID.source }],
        maxLength: MAX_ASSET_ID_LENGTH,
      }),
      ...tradeEntries('legacyQuote'),
      paymentMethodType: absentOrNull(
        v.pipe(
          v.string(),
          v.description(
            `The payment method to quote (spec 2.8 lists ${PAYMENT_METHODS.filter((m) => m !== 'PIX').join(', ')}); the lowest fee's when absent.`,
          ),
        ),
      ),
    }),
    exactlyOne('legacyQuote'),
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
