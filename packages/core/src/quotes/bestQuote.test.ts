import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type {
  OfframpQuoteResult,
  OnrampQuoteResult,
  QuoteResultForMethod,
} from '../types/quotes.js'
import { bestQuote } from './bestQuote.js'
import { methodQuote as q } from './testing/methodQuote.js'

const onrampAsset = { symbol: 'ETH' } as OnrampQuoteResult['asset']
const offrampAsset = { symbol: 'ETH' } as OfframpQuoteResult['asset']

describe('bestQuote', () => {
  it('with the request, skips a method quoted at its limit even when its price looks better', () => {
    // 0.609375 ETH asked: the card is at its 2000 EUR maximum and buys less, at a better rate
    const result: OnrampQuoteResult = {
      asset: onrampAsset,
      MANUAL_BANK_TRANSFER: q('609375000000000000', 1990),
      CARD_PAYMENT: q('600000000000000000', 1900),
    }
    expect(bestQuote(result)?.method).toBe('CARD_PAYMENT')
    expect(bestQuote(result, { request: { cryptoAmount: '609375000000000000' } })?.method).toBe(
      'MANUAL_BANK_TRANSFER',
    )
    const byFiat: OnrampQuoteResult = {
      asset: onrampAsset,
      MANUAL_BANK_TRANSFER: q('1800000000000000000', 6000),
      CARD_PAYMENT: q('1600000000000000000', 5000),
    }
    expect(bestQuote(byFiat, { request: { fiatValue: 6000 } })?.method).toBe('MANUAL_BANK_TRANSFER')
    expect(bestQuote(byFiat, { request: { fiatValue: 1 } })).toBeUndefined()
  })

  it('on-ramp with a given fiat value: the most crypto', () => {
    const result: OnrampQuoteResult = {
      asset: onrampAsset,
      CARD_PAYMENT: q('990000000000000000', 100),
      MANUAL_BANK_TRANSFER: q('999000000000000000', 100),
      APPLE_PAY: q('980000000000000000', 100),
    }
    expect(bestQuote(result)).toEqual({
      method: 'MANUAL_BANK_TRANSFER',
      quote: result.MANUAL_BANK_TRANSFER,
    })
  })

  it('on-ramp with a given crypto amount: the least fiat', () => {
    const result: OnrampQuoteResult = {
      asset: onrampAsset,
      CARD_PAYMENT: q('1000000000000000000', 2510.5),
      PIX: q('1000000000000000000', 2499.99),
      GOOGLE_PAY: q('1000000000000000000', 2530),
    }
    expect(bestQuote(result)?.method).toBe('PIX')
  })

  it('compares crypto amounts as bigints, beyond float precision', () => {
    const result: OnrampQuoteResult = {
      asset: onrampAsset,
      CARD_PAYMENT: q('100000000000000000000000001', 100),
      APPLE_PAY: q('100000000000000000000000002', 100),
    }
    // As floats both are 1e26 and the first would win.
    expect(bestQuote(result)?.method).toBe('APPLE_PAY')
  })

  it('off-ramp: the most fiat received', () => {
    const result: OfframpQuoteResult = {
      asset: offrampAsset,
      SEPA: q('1000000000000000000', 2400),
      CARD: q('1000000000000000000', 2450.25),
      SPEI: q('1000000000000000000', 2300),
    }
    expect(bestQuote(result)).toEqual({ method: 'CARD', quote: result.CARD })
  })

  it('takes the flow from the option when the method names are unknown', () => {
    const result = {
      asset: onrampAsset,
      NEW_A: q('100', 10),
      NEW_B: q('200', 30),
    } as unknown as OnrampQuoteResult
    expect(bestQuote(result)?.method).toBe('NEW_A') // 10 crypto/fiat beats 6.67
    expect(bestQuote(result, { flow: 'offramp' })?.method).toBe('NEW_B') // 0.15 fiat/crypto beats 0.1
  })

  it('ignores the asset key and malformed entries; no methods gives undefined', () => {
    expect(bestQuote({ asset: onrampAsset })).toBeUndefined()
    const hostile = {
      asset: { cryptoAmount: '999999999', fiatValue: 1 },
      CARD_PAYMENT: { cryptoAmount: 'lots', fiatValue: 1 },
      APPLE_PAY: { cryptoAmount: '5', fiatValue: Number.NaN },
      PIX: null,
      GOOGLE_PAY: q('5', 0), // a zero price is not a price
      MANUAL_BANK_TRANSFER: q('1', 1),
    } as unknown as OnrampQuoteResult
    expect(bestQuote(hostile)?.method).toBe('MANUAL_BANK_TRANSFER')
    expect(bestQuote(null as never)).toBeUndefined()
  })

  it('does not depend on key order, and no other method beats the answer', () => {
    const methods = [
      'CARD_PAYMENT',
      'APPLE_PAY',
      'GOOGLE_PAY',
      'PIX',
      'MANUAL_BANK_TRANSFER',
    ] as const
    const entry = fc.record({
      crypto: fc.bigInt({ min: 1n, max: 10n ** 30n }),
      fiat: fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100),
    })
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...methods), { minLength: 1 }),
        fc.array(entry, { minLength: 5, maxLength: 5 }),
        (names, entries) => {
          const pairs = names.map(
            (name, i) => [name, q(String(entries[i]!.crypto), entries[i]!.fiat)] as const,
          )
          const forward = { asset: onrampAsset, ...Object.fromEntries(pairs) } as OnrampQuoteResult
          const backward = {
            asset: onrampAsset,
            ...Object.fromEntries([...pairs].reverse()),
          } as OnrampQuoteResult
          const best = bestQuote(forward)!
          expect(bestQuote(backward)).toEqual(best)
          const price = (x: QuoteResultForMethod) => Number(x.cryptoAmount) / x.fiatValue
          for (const [, quote] of pairs)
            expect(price(quote)).toBeLessThanOrEqual(price(best.quote) * (1 + 1e-12))
        },
      ),
    )
  })
})
