import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeQuoteLimit } from './describeQuoteLimit.js'
import { quoteOutsideLimits } from './quoteOutsideLimits.js'

describe('describeQuoteLimit', () => {
  it('says which way the amount missed and the limit, formatted in its currency', () => {
    expect(describeQuoteLimit({ bound: 'max', fiatValue: 5000, fiatCurrency: 'EUR' })).toBe(
      'At most €5,000.00',
    )
    expect(describeQuoteLimit({ bound: 'min', fiatValue: 20, fiatCurrency: 'GBP' })).toBe(
      'At least £20.00',
    )
    expect(describeQuoteLimit({ bound: 'min', fiatValue: 0.5, fiatCurrency: 'USD' })).toBe(
      'At least $0.50',
    )
  })

  it("words quoteOutsideLimits' answer for a method quoted at its limit", () => {
    const quote = {
      cryptoAmount: '1500000000000000000',
      fiatCurrency: 'EUR',
      fiatValue: 5000,
      baseRampFee: 0,
      appliedFee: 0,
      networkFee: 0,
    }
    const limit = quoteOutsideLimits(quote as never, { fiatValue: 9000 })
    expect(limit && describeQuoteLimit(limit)).toBe('At most €5,000.00')
  })

  it('writes a currency code Intl does not know after the amount', () => {
    expect(describeQuoteLimit({ bound: 'max', fiatValue: 20, fiatCurrency: 'not a code' })).toBe(
      'At most 20.00 not a code',
    )
    expect(describeQuoteLimit({ bound: 'min', fiatValue: 1234.5, fiatCurrency: '' })).toBe(
      'At least 1234.50 ',
    )
  })

  it('any bound and finite amount gives the bound word and the amount, never a throw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('min' as const, 'max' as const),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.oneof(fc.constantFrom('EUR', 'USD', 'BRL', 'JPY'), fc.string({ maxLength: 8 })),
        (bound, fiatValue, fiatCurrency) => {
          const words = describeQuoteLimit({ bound, fiatValue, fiatCurrency })
          expect(words.startsWith(bound === 'min' ? 'At least ' : 'At most ')).toBe(true)
          expect(words.length).toBeGreaterThan(9)
        },
      ),
    )
  })

  it('refuses what is not a limit with a TypeError naming the shape', () => {
    const hostile = [
      null,
      undefined,
      'At most 5',
      {},
      { bound: 'above', fiatValue: 5, fiatCurrency: 'EUR' },
      { bound: 'max', fiatValue: '5', fiatCurrency: 'EUR' },
      { bound: 'max', fiatValue: Number.NaN, fiatCurrency: 'EUR' },
      { bound: 'max', fiatValue: Number.POSITIVE_INFINITY, fiatCurrency: 'EUR' },
      { bound: 'min', fiatValue: 5, fiatCurrency: 978 },
    ]
    for (const limit of hostile) {
      expect(() => describeQuoteLimit(limit as never)).toThrow(
        new TypeError(
          'describeQuoteLimit needs { bound: "min" | "max", fiatValue: finite number, fiatCurrency: string }.',
        ),
      )
    }
  })
})
