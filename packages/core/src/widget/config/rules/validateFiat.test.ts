import { describe, expect, it } from 'vitest'
import { expectOneIssue, valid, warningsOf } from '../testkit.js'

describe('fiatCurrency and fiatValue', () => {
  it('fiatCurrency alone is fine; with fiatValue both are kept', () => {
    expect(valid({ fiatCurrency: 'EUR' }).fiatCurrency).toBe('EUR')
    expect(valid({ fiatCurrency: 'USD', fiatValue: 49.99 })).toMatchObject({
      fiatCurrency: 'USD',
      fiatValue: 49.99,
    })
  })

  it.each([
    ['eur', /got the string "eur": .* Did you mean "EUR"\?$/],
    ['EURO', /got the string "EURO": .*know\.$/],
    ['E1R', /got the string "E1R": .*know\.$/],
  ])(
    'fiatCurrency %j is a warning (the widget falls back to the local currency)',
    (value, pattern) => {
      expect(valid({ fiatCurrency: value }).fiatCurrency).toBe(value)
      const warnings = warningsOf({ fiatCurrency: value })
      expect(warnings).toHaveLength(1)
      expect(warnings[0]!.path).toBe('fiatCurrency')
      expect(warnings[0]!.message).toMatch(
        /^fiatCurrency should be a three-letter upper-case currency code such as 'EUR'/,
      )
      expect(warnings[0]!.message).toMatch(pattern)
    },
  )

  it('fiatValue may be a decimal string, as the official SDK types it; it becomes a number', () => {
    expect(valid({ fiatCurrency: 'EUR', fiatValue: '49.99' }).fiatValue).toBe(49.99)
    expect(valid({ fiatCurrency: 'EUR', fiatValue: '100' }).fiatValue).toBe(100)
  })

  it('fiatValue of zero or less is a warning', () => {
    for (const fiatValue of [0, -5, '0']) {
      expect(warningsOf({ fiatCurrency: 'EUR', fiatValue }).map((w) => w.path)).toEqual([
        'fiatValue',
      ])
    }
  })

  it('fiatValue without fiatCurrency is an issue that says how to fix it', () => {
    expectOneIssue(
      { fiatValue: 100 },
      'fiatValue',
      "fiatValue needs fiatCurrency (such as 'EUR'): alone it is not supported.",
    )
    expectOneIssue({ fiatValue: 100, fiatCurrency: '' }, 'fiatValue', /needs fiatCurrency/)
  })

  it('does not add "needs fiatCurrency" to an already reported fiatCurrency', () => {
    expectOneIssue({ fiatValue: 100, fiatCurrency: 978 }, 'fiatCurrency', /must be a string/)
    expect(valid({ fiatValue: 100, fiatCurrency: 'eur' }).fiatValue).toBe(100)
  })

  it.each([
    [Number.NaN, /the number NaN\.$/],
    [Number.POSITIVE_INFINITY, /the number Infinity\.$/],
    ['fifty', /the string "fifty"\.$/],
    ['0x10', /the string "0x10"\.$/],
    [50n, /the bigint 50n\.$/],
    [true, /true\.$/],
  ])('fiatValue %s is an issue (not a number)', (value, pattern) => {
    expectOneIssue(
      { fiatValue: value, fiatCurrency: 'EUR' },
      'fiatValue',
      /^fiatValue must be a finite number such as 49.99/,
      pattern,
    )
  })
})
