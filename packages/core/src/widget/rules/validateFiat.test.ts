import { describe, expect, it } from 'vitest'
import { expectOneIssue, valid } from '../testkit.js'

describe('fiatCurrency and fiatValue', () => {
  it('fiatCurrency alone is fine; with fiatValue both are kept', () => {
    expect(valid({ fiatCurrency: 'EUR' }).fiatCurrency).toBe('EUR')
    expect(valid({ fiatCurrency: 'USD', fiatValue: 49.99 })).toMatchObject({
      fiatCurrency: 'USD',
      fiatValue: 49.99,
    })
  })

  it.each([
    ['eur', /got the string "eur"\. Did you mean "EUR"\?$/],
    ['EURO', /got the string "EURO"\.$/],
    ['E1R', /got the string "E1R"\.$/],
  ])('fiatCurrency %j is an issue', (value, pattern) => {
    expectOneIssue(
      { fiatCurrency: value },
      'fiatCurrency',
      /^fiatCurrency must be a three-letter upper-case currency code such as 'EUR'/,
      pattern,
    )
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
    expectOneIssue({ fiatValue: 100, fiatCurrency: 'eur' }, 'fiatCurrency', /Did you mean/)
  })

  it.each([
    [0, /the number 0\.$/],
    [-5, /the number -5\.$/],
    [Number.NaN, /the number NaN\.$/],
    [Number.POSITIVE_INFINITY, /the number Infinity\.$/],
    ['50', /the string "50"\.$/],
    [50n, /the bigint 50n\.$/],
  ])('fiatValue %s is an issue', (value, pattern) => {
    expectOneIssue(
      { fiatValue: value, fiatCurrency: 'EUR' },
      'fiatValue',
      /^fiatValue must be a positive finite number such as 49.99/,
      pattern,
    )
  })
})
