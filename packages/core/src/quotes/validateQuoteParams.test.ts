import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteRuleProblems } from '../hostApi/quoteRules.js'
import { QuoteInputError } from './QuoteInputError.js'
import { toQuoteRequestBody, validateQuoteParams } from './validateQuoteParams.js'

const base = { cryptoAssetSymbol: 'ETH_USDC', fiatCurrency: 'EUR' }

describe('validateQuoteParams', () => {
  it('accepts exactly one amount and builds a body with the known fields only', () => {
    expect(validateQuoteParams({ ...base, fiatValue: 25 })).toBeUndefined()
    expect(
      toQuoteRequestBody({
        ...base,
        cryptoAmount: '1000',
        userCountryCode: 'US',
        userRegionCode: 'NY',
        extra: 1,
      }),
    ).toEqual({ ...base, cryptoAmount: '1000', userCountryCode: 'US', userRegionCode: 'NY' })
    // An amount left empty by a form (undefined / null) counts as absent.
    expect(toQuoteRequestBody({ ...base, fiatValue: 25, cryptoAmount: undefined })).toEqual({
      ...base,
      fiatValue: 25,
    })
    expect(validateQuoteParams({ ...base, fiatValue: null, cryptoAmount: '7' })).toBeUndefined()
  })

  it.each([
    [null, 'INVALID_PARAMS', 'params'],
    [[], 'INVALID_PARAMS', 'params'],
    [{ ...base, cryptoAssetSymbol: 'ETH' }, 'INVALID_ASSET', 'cryptoAssetSymbol'],
    [{ ...base, cryptoAssetSymbol: 42 }, 'INVALID_ASSET', 'cryptoAssetSymbol'],
    [{ ...base, fiatCurrency: 'EURO' }, 'INVALID_CURRENCY', 'fiatCurrency'],
    [{ ...base, fiatCurrency: undefined }, 'INVALID_CURRENCY', 'fiatCurrency'],
    [{ ...base, fiatValue: 1, userCountryCode: 'USA' }, 'INVALID_LOCATION', 'userCountryCode'],
    [{ ...base, fiatValue: 1, userRegionCode: 'NY-1' }, 'INVALID_LOCATION', 'userRegionCode'],
    [base, 'AMOUNT_REQUIRED', 'amount'],
    [{ ...base, fiatValue: 1, cryptoAmount: '1' }, 'AMOUNT_CONFLICT', 'amount'],
    [{ ...base, fiatValue: 0 }, 'INVALID_AMOUNT', 'fiatValue'],
    [{ ...base, fiatValue: -5 }, 'INVALID_AMOUNT', 'fiatValue'],
    [{ ...base, fiatValue: Number.POSITIVE_INFINITY }, 'INVALID_AMOUNT', 'fiatValue'],
    [{ ...base, fiatValue: '25' }, 'INVALID_AMOUNT', 'fiatValue'],
    [{ ...base, cryptoAmount: 1000 }, 'INVALID_AMOUNT', 'cryptoAmount'],
    [{ ...base, cryptoAmount: '0' }, 'INVALID_AMOUNT', 'cryptoAmount'],
    [{ ...base, cryptoAmount: '1e18' }, 'INVALID_AMOUNT', 'cryptoAmount'],
    [{ ...base, cryptoAmount: '-1' }, 'INVALID_AMOUNT', 'cryptoAmount'],
    [{ ...base, cryptoAmount: '9'.repeat(79) }, 'INVALID_AMOUNT', 'cryptoAmount'],
    [{ ...base, fiatValue: 1, limits: 'none' }, 'INVALID_LIMITS', 'limits'],
    [{ ...base, fiatValue: 1, limits: { min: '5' } }, 'INVALID_LIMITS', 'limits'],
    [{ ...base, fiatValue: 1, limits: { minCryptoAmount: 5 } }, 'INVALID_LIMITS', 'limits'],
    [{ ...base, fiatValue: 1, limits: { currencyCode: 'euro' } }, 'INVALID_LIMITS', 'limits'],
  ])('%j -> %s on %s', (params, code, field) => {
    const error = validateQuoteParams(params)
    expect(error).toBeInstanceOf(QuoteInputError)
    expect(error).toMatchObject({ name: 'QuoteInputError', code, field })
  })

  it('checks fiat limits of the same currency; -1 is unlimited', () => {
    const limits = { min: 20, max: 1000, currencyCode: 'EUR' }
    expect(validateQuoteParams({ ...base, fiatValue: 19.99 }, limits)).toMatchObject({
      code: 'AMOUNT_TOO_LOW',
      limit: 20,
      currencyCode: 'EUR',
      message: 'The amount is below the minimum of 20 EUR',
    })
    expect(validateQuoteParams({ ...base, fiatValue: 1000.01 }, limits)).toMatchObject({
      code: 'AMOUNT_TOO_HIGH',
      limit: 1000,
    })
    expect(validateQuoteParams({ ...base, fiatValue: 20 }, limits)).toBeUndefined()
    expect(validateQuoteParams({ ...base, fiatValue: 1000 }, limits)).toBeUndefined()
    // Limits in another currency are not applied (the service judges those amounts).
    expect(
      validateQuoteParams({ ...base, fiatCurrency: 'USD', fiatValue: 5 }, limits),
    ).toBeUndefined()
    expect(validateQuoteParams({ ...base, fiatValue: 5 }, { min: -1, max: -1 })).toBeUndefined()
    // Fiat limits say nothing about a crypto amount.
    expect(validateQuoteParams({ ...base, cryptoAmount: '1' }, limits)).toBeUndefined()
  })

  it('checks the minimum crypto amount as a bigint', () => {
    const limits = { minCryptoAmount: '1000000000000000001' }
    expect(
      validateQuoteParams({ ...base, cryptoAmount: '1000000000000000000' }, limits),
    ).toMatchObject({
      code: 'AMOUNT_TOO_LOW',
      field: 'cryptoAmount',
      limit: '1000000000000000001',
    })
    expect(
      validateQuoteParams({ ...base, cryptoAmount: '1000000000000000001' }, limits),
    ).toBeUndefined()
    expect(
      validateQuoteParams({ ...base, cryptoAmount: '1' }, { minCryptoAmount: '-1' }),
    ).toBeUndefined()
  })

  it('lets params.limits override the given limits field by field', () => {
    const outer = { min: 10, max: 100 }
    expect(
      validateQuoteParams({ ...base, fiatValue: 5, limits: { min: 1 } }, outer),
    ).toBeUndefined()
    expect(
      validateQuoteParams({ ...base, fiatValue: 500, limits: { min: 1 } }, outer),
    ).toMatchObject({
      code: 'AMOUNT_TOO_HIGH',
    })
  })

  it('keeps long hostile strings out of the message', () => {
    const error = validateQuoteParams({
      ...base,
      cryptoAssetSymbol: 'x'.repeat(10_000),
      fiatValue: 1,
    })
    expect(error?.message.length).toBeLessThan(120)
  })

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              cryptoAssetSymbol: fc.oneof(fc.constant('ETH_ETH'), fc.anything()),
              fiatCurrency: fc.oneof(fc.constant('EUR'), fc.anything()),
              fiatValue: fc.oneof(fc.double(), fc.anything()),
              cryptoAmount: fc.oneof(fc.bigInt({ min: 0n }).map(String), fc.anything()),
              limits: fc.anything(),
            },
            { requiredKeys: [] },
          ),
        ),
        (params) => {
          const result = toQuoteRequestBody(params)
          if (!(result instanceof QuoteInputError)) {
            // Whatever passes is a body the service accepts: exactly one well-formed amount.
            expect('fiatValue' in result !== 'cryptoAmount' in result).toBe(true)
          }
        },
      ),
    )
  })
})

describe("validateQuoteParams reads the quote request rules' table", () => {
  it("answers the table's first broken rule, with the pair's on the amount input", () => {
    const value = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.constantFrom('ETH_USDC', 'eth', 'EUR', 'EURO', 'de', 'DEU', 'BY', '1000', '0', '-1'),
      fc.constantFrom(0, -1, 12.5, 1e300),
    )
    const params = fc.record({
      cryptoAssetSymbol: value,
      fiatCurrency: value,
      cryptoAmount: value,
      fiatValue: value,
      userCountryCode: value,
      userRegionCode: value,
    })
    fc.assert(
      fc.property(params, (p) => {
        const [first] = quoteRuleProblems(p, 'quote')
        const error = validateQuoteParams(p)
        expect(error?.code).toBe(first?.code)
        if (first) {
          const amount = first.code === 'AMOUNT_REQUIRED' || first.code === 'AMOUNT_CONFLICT'
          expect(error?.field).toBe(amount ? 'amount' : first.field)
        }
      }),
    )
  })
})
