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
      { ...base, fiatValue: 0 },
      { ...base, cryptoAmount: '0' },
      { ...base, cryptoAssetSymbol: 'eth_usdc', fiatValue: 1 },
      { ...base, fiatCurrency: 'EURO', fiatValue: 1 },
      { ...base, fiatValue: 1, userRegionCode: 'BAYERN' },
    ]) {
      expect(v.is(QuoteRequestBodySchema, body)).toBe(false)
    }
  })

  it('legacy takes a bare symbol, and any payment method name (the service judges it)', () => {
    const body = {
      cryptoAssetSymbol: 'ETH',
      fiatCurrency: 'EUR',
      fiatValue: 5,
      paymentMethodType: 'CARD_PAYMENT',
    }
    expect(v.is(LegacyQuoteRequestBodySchema, body)).toBe(true)
    // a name outside spec 2.8's list is a development warning (QUOTE_WARNINGS), never a refusal
    expect(v.is(LegacyQuoteRequestBodySchema, { ...body, paymentMethodType: 'GOOGLEPAY' })).toBe(
      true,
    )
    expect(v.is(LegacyQuoteRequestBodySchema, { ...body, paymentMethodType: 7 })).toBe(false)
  })

  it('agree with the exactly-one rule for any combination', () => {
    fc.assert(
      fc.property(
        fc.option(fc.bigInt({ min: 1n, max: 10n ** 77n }).map(String), { nil: undefined }),
        fc.option(fc.double({ min: Number.MIN_VALUE, noNaN: true, noDefaultInfinity: true }), {
          nil: undefined,
        }),
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

  it('an off-ramp quote asset may carry its address as null or leave it out', () => {
    expect(v.is(OfframpQuoteResultSchema, { ...offrampQuote, asset: onrampQuote.asset })).toBe(true)
  })

  it('PublicAssetDetails.address: absent and null alike; hostFeeCut null', () => {
    const { address: _, ...native } = legacyQuote.asset
    expect(v.is(LegacyQuoteResultSchema, { ...legacyQuote, asset: native })).toBe(true)
    expect(
      v.is(LegacyQuoteResultSchema, { ...legacyQuote, asset: { ...native, address: null } }),
    ).toBe(true)
    const card = { ...onrampQuote.CARD_PAYMENT, hostFeeCut: null }
    expect(v.is(OnrampQuoteResultSchema, { ...onrampQuote, CARD_PAYMENT: card })).toBe(true)
  })

  it('a newer service version: new payment methods and extra fields pass', () => {
    const newer = {
      ...onrampQuote,
      SEPA_INSTANT: { ...onrampQuote.CARD_PAYMENT, eta: 'PT10S' },
      CARD_PAYMENT: { ...onrampQuote.CARD_PAYMENT, promo: null },
      asset: { ...onrampQuote.asset, type: 'ERC7575', tags: ['new'] },
    }
    expect(v.is(OnrampQuoteResultSchema, newer)).toBe(true)
    expect(
      v.is(LegacyQuoteResultSchema, { ...legacyQuote, paymentMethodType: 'SEPA_INSTANT' }),
    ).toBe(true)
  })
})
