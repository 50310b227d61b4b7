import { describe, expectTypeOf, it } from 'vitest'
import { describeQuoteLimit, type QuoteLimitWords } from './describeQuoteLimit.js'
import type { QuoteLimitBound } from './quoteOutsideLimits.js'

declare const limit: QuoteLimitBound

describe('describeQuoteLimit types', () => {
  it("takes quoteOutsideLimits' answer, or just a bound, an amount and a currency", () => {
    expectTypeOf(describeQuoteLimit(limit)).toEqualTypeOf<string>()
    expectTypeOf(describeQuoteLimit).toBeCallableWith({
      bound: 'min',
      fiatValue: 20,
      fiatCurrency: 'EUR',
    })
    expectTypeOf<QuoteLimitWords['bound']>().toEqualTypeOf<'min' | 'max'>()
  })

  it('refuses a bound that is neither min nor max, and an amount as text', () => {
    // @ts-expect-error: not a bound
    describeQuoteLimit({ bound: 'above', fiatValue: 20, fiatCurrency: 'EUR' })
    // @ts-expect-error: the amount is a number
    describeQuoteLimit({ bound: 'min', fiatValue: '20', fiatCurrency: 'EUR' })
  })
})
