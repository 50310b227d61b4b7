import { toJsonSchema } from '@valibot/to-json-schema'
import { Ajv2020 } from 'ajv/dist/2020.js'
import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  BaseUnitsSchema,
  DecimalsSchema,
  LimitBaseUnitsSchema,
  LimitSchema,
  TimestampSchema,
} from '../schemas/common.js'
import { CountryInfoSchema } from '../schemas/currencies.js'
import { LegacyQuoteRequestBodySchema, QuoteRequestBodySchema } from '../schemas/quotes.js'
import { AssetsQuerySchema, CurrenciesQuerySchema } from '../schemas/requests.js'
import { conversionConfig } from './jsonSchemaConversion.js'

// The JSON Schema hints (`v.metadata` after each `v.check`) must say what the check does: the
// document must never refuse what core accepts, and where the hint is exact, accept nothing more.

const ajv = new Ajv2020({ strict: true, allErrors: true })
const compile = (schema: v.GenericSchema) => {
  const { $schema: _dialect, ...jsonSchema } = toJsonSchema(schema, conversionConfig)
  return ajv.compile(jsonSchema)
}

const text = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789-._ aZéETHUSDCgb*'.split('')), maxLength: 12 }),
  fc.constantFrom(
    ...[
      'ETH_USDC',
      'ETH',
      'MATIC_USDC.e',
      'eth_USDC',
      'ETH_*',
      '-1',
      '0',
      '000',
      '10',
      'EUR',
      'gb',
    ],
    ...['2026-01-31T12:00:00.000Z', '1'.repeat(78), '1'.repeat(79), `ETH_${'A'.repeat(60)}`],
  ),
  fc.string({ minLength: 60, maxLength: 80, unit: fc.constantFrom('A', '_', '1') }),
  fc.string(),
)
const number = fc.oneof(
  fc.constantFrom(-1, 0, 1, 255, 256, -0.5, 0.5, 1e21),
  fc.integer({ min: -300, max: 300 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
const anyValue = fc.oneof(text, number, fc.boolean(), fc.constant(null))

const exact: [string, v.GenericSchema, fc.Arbitrary<unknown>][] = [
  ['BaseUnits', BaseUnitsSchema, text],
  ['LimitBaseUnits', LimitBaseUnitsSchema, text],
  ['Limit', LimitSchema, number],
  ['Decimals', DecimalsSchema, number],
  ['CountryInfo.code', CountryInfoSchema.entries.code, text],
  ['AssetsQuery.currencyCode', AssetsQuerySchema.entries.currencyCode, text],
  ['CurrenciesQuery.countryCode', CurrenciesQuerySchema.entries.countryCode, text],
]

const quoteBody = fc.record(
  {
    cryptoAssetSymbol: text,
    fiatCurrency: text,
    cryptoAmount: fc.oneof(text, fc.constant(null)),
    fiatValue: fc.oneof(number, fc.constant(null)),
    userCountryCode: fc.oneof(text, fc.constant(null)),
    userRegionCode: fc.oneof(text, fc.constant(null)),
    paymentMethodType: fc.oneof(fc.constantFrom('CARD_PAYMENT', 'PIX', 'SEPA'), fc.constant(null)),
    extra: anyValue,
  },
  { requiredKeys: [] },
)

describe('JSON Schema hints of the schemas', () => {
  it.each(exact)(
    '%s: the JSON Schema accepts exactly what the valibot schema accepts',
    (_name, schema, values) => {
      const validate = compile(schema)
      fc.assert(
        fc.property(fc.oneof(values, anyValue), (value) => {
          expect(validate(value)).toBe(v.is(schema, value))
        }),
        { numRuns: 2000 },
      )
    },
  )

  it.each([
    ['QuoteRequestBody', QuoteRequestBodySchema],
    ['LegacyQuoteRequestBody', LegacyQuoteRequestBodySchema],
  ] as const)(
    '%s: exactly the bodies core accepts, the exactly-one rule included',
    (_name, schema) => {
      const validate = compile(schema)
      fc.assert(
        fc.property(quoteBody, (body) => {
          expect(validate(body)).toBe(v.is(schema, body))
        }),
        { numRuns: 3000 },
      )
      // the generator reaches both sides
      expect(
        v.is(schema, { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 1 }),
      ).toBe(true)
    },
  )

  it('Timestamp: never refuses a timestamp core accepts (the calendar check stays a description)', () => {
    const validate = compile(TimestampSchema)
    fc.assert(
      fc.property(
        fc.oneof(
          text,
          fc
            .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString()),
        ),
        (value) => {
          if (v.is(TimestampSchema, value)) expect(validate(value)).toBe(true)
        },
      ),
      { numRuns: 2000 },
    )
    expect(validate('2026-13-45T00:00Z')).toBe(true)
    expect(v.is(TimestampSchema, '2026-13-45T00:00Z')).toBe(false)
  })
})
