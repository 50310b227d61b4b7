import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isCountryCode, isCurrencyCode } from '../types/fieldRules.js'
import {
  AssetsQuerySchema,
  CurrenciesQuerySchema,
  HostApiErrorBodySchema,
  LegacyAssetsQuerySchema,
  QuoteQuerySchema,
  TransactionPathSchema,
  TransactionQuerySchema,
} from './requests.js'

describe('request schemas', () => {
  it('asset queries: typed values, currency code by the field rule, unknown keys dropped', () => {
    const query = { currencyCode: 'usd', hostApiKey: 'k', withHidden: true, other: 1 }
    expect(v.parse(AssetsQuerySchema, query)).toEqual({
      currencyCode: 'usd',
      hostApiKey: 'k',
      withHidden: true,
    })
    expect(v.is(AssetsQuerySchema, {})).toBe(true)
    expect(v.is(AssetsQuerySchema, { withDisabled: 'true' })).toBe(false)
    expect(v.is(LegacyAssetsQuerySchema, { onlyEnabled: true, omitHidden: false })).toBe(true)
    fc.assert(
      fc.property(fc.string({ maxLength: 5 }), (code) => {
        expect(v.is(AssetsQuerySchema, { currencyCode: code })).toBe(isCurrencyCode(code))
        expect(v.is(CurrenciesQuerySchema, { countryCode: code })).toBe(isCountryCode(code))
      }),
    )
  })

  it('credentials and ids must not be empty (what the client refuses before sending)', () => {
    expect(v.is(QuoteQuerySchema, { hostApiKey: 'demo' })).toBe(true)
    expect(v.is(QuoteQuerySchema, { hostApiKey: '' })).toBe(false)
    expect(v.is(QuoteQuerySchema, {})).toBe(false)
    expect(v.is(TransactionQuerySchema, { secret: '' })).toBe(false)
    expect(v.is(TransactionPathSchema, { id: 'abc' })).toBe(true)
    expect(v.is(TransactionPathSchema, { id: '' })).toBe(false)
  })

  it('error body: a code, an optional message, any details', () => {
    expect(v.is(HostApiErrorBodySchema, { code: 'NOT_FOUND', message: 'x', field: 'id' })).toBe(
      true,
    )
    expect(v.is(HostApiErrorBodySchema, { code: 'X', message: null })).toBe(false)
    expect(v.is(HostApiErrorBodySchema, { message: 'no code' })).toBe(false)
    expect(v.is(HostApiErrorBodySchema, 'NOT_FOUND')).toBe(false)
  })
})
