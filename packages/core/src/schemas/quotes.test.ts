import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { legacyQuote, offrampQuote, onrampQuote } from '../client/testing/fixtures.js'
import {
  LegacyQuoteRequestBodySchema,
  LegacyQuoteResultSchema,
  OfframpQuoteResultSchema,
  OnrampQuoteResultSchema,
  QuoteRequestBodySchema,
} from './quotes.js'

describe('quote request body schemas (for servers)', () => {
  const base = { cryptoAssetSymbol: 'ETH_USDC', fiatCurrency: 'EUR' }

  it('accept exactly one amount', () => {
    expect(v.parse(QuoteRequestBodySchema, { ...base, cryptoAmount: '10' })).toEqual({
      ...base,
      cryptoAmount: '10',
    })
    expect(v.is(QuoteRequestBodySchema, { ...base, fiatValue: 10, userCountryCode: 'DE' })).toBe(
      true,
    )
  })

  it('reject neither and both, with a message naming the rule', () => {
    for (const body of [base, { ...base, cryptoAmount: '1', fiatValue: 1 }]) {
      const result = v.safeParse(QuoteRequestBodySchema, body)
      expect(result.success).toBe(false)
      expect(result.issues?.[0]?.message).toMatch(/exactly one of cryptoAmount and fiatValue/)
    }
  })

  it('reject bad asset ids and amounts', () => {
    for (const body of [
      { ...base, cryptoAssetSymbol: 'ETH', fiatValue: 1 },
      { ...base, cryptoAmount: '1e18' },
      { ...base, cryptoAmount: 1 },
      { ...base, fiatValue: -1 },
      { ...base, fiatValue: '1' },
    ]) {
      expect(v.is(QuoteRequestBodySchema, body)).toBe(false)
    }
  })

  it('legacy takes a bare symbol and a legacy payment method', () => {
    const body = {
      cryptoAssetSymbol: 'ETH',
      fiatCurrency: 'EUR',
      fiatValue: 5,
      paymentMethodType: 'CARD_PAYMENT',
    }
    expect(v.is(LegacyQuoteRequestBodySchema, body)).toBe(true)
    expect(v.is(LegacyQuoteRequestBodySchema, { ...body, paymentMethodType: 'PIX' })).toBe(false)
  })

  it('agree with the exactly-one rule for any combination', () => {
    fc.assert(
      fc.property(
        fc.option(fc.bigInt({ min: 0n }).map(String), { nil: undefined }),
        fc.option(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }), { nil: undefined }),
        (cryptoAmount, fiatValue) => {
          const ok = v.is(QuoteRequestBodySchema, { ...base, cryptoAmount, fiatValue })
          expect(ok).toBe((cryptoAmount === undefined) !== (fiatValue === undefined))
        },
      ),
    )
  })
})

describe('quote result schemas', () => {
  it('accept the spec shapes', () => {
    expect(v.is(OnrampQuoteResultSchema, onrampQuote)).toBe(true)
    expect(v.is(OfframpQuoteResultSchema, offrampQuote)).toBe(true)
    expect(v.is(LegacyQuoteResultSchema, legacyQuote)).toBe(true)
  })

  it('check every method entry', () => {
    const bad = { ...onrampQuote, PIX: { ...onrampQuote.CARD_PAYMENT, cryptoAmount: 1 } }
    const result = v.safeParse(OnrampQuoteResultSchema, bad)
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['PIX.cryptoAmount'])
  })

  it('an off-ramp quote asset needs its address (null for natives)', () => {
    expect(v.is(OfframpQuoteResultSchema, { ...offrampQuote, asset: onrampQuote.asset })).toBe(
      false,
    )
  })
})
