import { describe, expect, it } from 'vitest'
import { SandboxError } from '../errors.js'
import { parseLegacyQuoteBody, parseQuoteBody } from './quoteBody.js'

function issues(run: () => unknown): string[] {
  return rules(run).map(([path]) => path)
}

/** Each issue's field and the code of the quote request rule it breaks. */
function rules(run: () => unknown): [path: string, rule: string | undefined][] {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(SandboxError)
    const body = (error as SandboxError).toBody()
    expect(body.code).toBe('INVALID_REQUEST')
    return (body.fields as { path: string; rule?: string }[]).map((f) => [f.path, f.rule])
  }
  throw new Error('expected INVALID_REQUEST')
}

const base = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR' }

describe('parseQuoteBody', () => {
  it('reads either amount, normalising the optional codes', () => {
    expect(parseQuoteBody({ ...base, fiatValue: 12.345 })).toEqual({
      ...base,
      amount: { kind: 'fiat', cents: 1235n },
    })
    expect(
      parseQuoteBody({
        ...base,
        cryptoAmount: '1000',
        userCountryCode: 'DE',
        userRegionCode: 'by',
      }),
    ).toEqual({
      ...base,
      amount: { kind: 'crypto', units: 1000n },
      userCountryCode: 'de',
      userRegionCode: 'BY',
    })
  })

  it('exactly one of cryptoAmount and fiatValue (null counts as absent)', () => {
    expect(rules(() => parseQuoteBody(base))).toEqual([['cryptoAmount', 'AMOUNT_REQUIRED']])
    expect(rules(() => parseQuoteBody({ ...base, fiatValue: 1, cryptoAmount: '1' }))).toEqual([
      ['fiatValue', 'AMOUNT_CONFLICT'],
    ])
    expect(parseQuoteBody({ ...base, fiatValue: null, cryptoAmount: '5' }).amount).toEqual({
      kind: 'crypto',
      units: 5n,
    })
  })

  it('names every bad field at once', () => {
    expect(
      issues(() =>
        parseQuoteBody({
          cryptoAssetSymbol: 7,
          fiatCurrency: 'EURO',
          fiatValue: -1,
          userCountryCode: 'DEU',
        }),
      ),
    ).toEqual(['cryptoAssetSymbol', 'fiatCurrency', 'fiatValue', 'userCountryCode'])
    expect(
      rules(() =>
        parseQuoteBody({ ...base, cryptoAmount: '1', userCountryCode: 'DEU', userRegionCode: '' }),
      ),
    ).toEqual([
      ['userCountryCode', 'INVALID_LOCATION'],
      ['userRegionCode', 'INVALID_LOCATION'],
    ])
  })

  it('rejects amounts that are not what the spec says', () => {
    for (const amount of [
      { fiatValue: '10' },
      { fiatValue: 0 },
      { fiatValue: true },
      { cryptoAmount: 1000 },
      { cryptoAmount: '-1' },
      { cryptoAmount: '1.5' },
      { cryptoAmount: '1e18' },
      { cryptoAmount: '' },
      { cryptoAmount: '9'.repeat(79) },
    ]) {
      expect(issues(() => parseQuoteBody({ ...base, ...amount })).length).toBe(1)
    }
  })
})

describe('parseLegacyQuoteBody', () => {
  it('takes a bare symbol, and any payment method name (the pricing judges it)', () => {
    expect(
      parseLegacyQuoteBody({
        ...base,
        cryptoAssetSymbol: 'ETH',
        fiatValue: 10,
        paymentMethodType: 'APPLE_PAY',
      }),
    ).toMatchObject({ cryptoAssetSymbol: 'ETH', paymentMethodType: 'APPLE_PAY' })
    // outside spec 2.8's list: a development warning in the client, never a refusal
    expect(
      parseLegacyQuoteBody({ ...base, fiatValue: 10, paymentMethodType: 'GOOGLEPAY' }),
    ).toMatchObject({ paymentMethodType: 'GOOGLEPAY' })
    expect(
      parseLegacyQuoteBody({ ...base, fiatValue: 10, paymentMethodType: 3 }).paymentMethodType,
    ).toBe('3')
  })

  it('has no location fields: they pass as unknown keys', () => {
    expect(
      parseLegacyQuoteBody({ ...base, fiatValue: 10, userCountryCode: 'not a code' }),
    ).not.toHaveProperty('userCountryCode')
  })
})
