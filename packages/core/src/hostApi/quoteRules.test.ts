import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PAYMENT_METHODS } from '../types/quotes.js'
import { QUOTE_RULES, QUOTE_WARNINGS, quoteRuleProblems, quoteWarnings } from './quoteRules.js'

const v3 = { cryptoAssetSymbol: 'ETH_USDC', fiatCurrency: 'EUR', cryptoAmount: '1' }

describe('the quote request rules table', () => {
  it('passes a good body of each kind; null counts as not passed', () => {
    expect(quoteRuleProblems(v3, 'quote')).toEqual([])
    expect(quoteRuleProblems({ ...v3, cryptoAssetSymbol: 'ETH' }, 'legacyQuote')).toEqual([])
    expect(quoteRuleProblems({ ...v3, fiatValue: null, userCountryCode: null }, 'quote')).toEqual(
      [],
    )
  })

  it('names every broken rule, in the order of its rows', () => {
    const bad = {
      userRegionCode: 'BY-1',
      userCountryCode: 'DEU',
      fiatValue: -1,
      fiatCurrency: 'EURO',
      cryptoAssetSymbol: 'eth',
    }
    expect(quoteRuleProblems(bad, 'quote')).toEqual([
      { field: 'cryptoAssetSymbol', code: 'INVALID_ASSET' },
      { field: 'fiatCurrency', code: 'INVALID_CURRENCY' },
      { field: 'fiatValue', code: 'INVALID_AMOUNT' },
      { field: 'userCountryCode', code: 'INVALID_LOCATION' },
      { field: 'userRegionCode', code: 'INVALID_LOCATION' },
    ])
    // the rows' order is the order of the fields checked
    expect(QUOTE_RULES.map(([field]) => field)).toEqual([
      'cryptoAssetSymbol',
      'fiatCurrency',
      'cryptoAmount',
      'fiatValue',
      'userCountryCode',
      'userRegionCode',
    ])
  })

  it('exactly one amount: neither is AMOUNT_REQUIRED on cryptoAmount, both AMOUNT_CONFLICT on fiatValue', () => {
    const { cryptoAmount: _, ...noAmount } = v3
    expect(quoteRuleProblems(noAmount, 'quote')).toEqual([
      { field: 'cryptoAmount', code: 'AMOUNT_REQUIRED' },
    ])
    expect(quoteRuleProblems({ ...v3, cryptoAmount: '0', fiatValue: 5 }, 'legacyQuote')).toEqual([
      { field: 'fiatValue', code: 'AMOUNT_CONFLICT' },
    ])
    // with both, a passed fiatValue is still checked (the sandbox names every problem)
    expect(quoteRuleProblems({ ...v3, fiatValue: 0 }, 'quote')).toEqual([
      { field: 'fiatValue', code: 'AMOUNT_CONFLICT' },
      { field: 'fiatValue', code: 'INVALID_AMOUNT' },
    ])
  })

  it('a field is checked only in the bodies that have it', () => {
    // legacy has no location fields: they pass as unknown keys; V3 takes no bare symbol
    expect(
      quoteRuleProblems({ ...v3, cryptoAssetSymbol: 'ETH', userCountryCode: 7 }, 'legacyQuote'),
    ).toEqual([])
    expect(quoteRuleProblems({ ...v3, cryptoAssetSymbol: 'ETH' }, 'quote')).toEqual([
      { field: 'cryptoAssetSymbol', code: 'INVALID_ASSET' },
    ])
  })

  it('a body that is not an object is INVALID_PARAMS', () => {
    for (const body of [null, undefined, 'ETH_USDC', 7]) {
      expect(quoteRuleProblems(body, 'quote')).toEqual([{ field: 'body', code: 'INVALID_PARAMS' }])
    }
  })

  it('any value of an unchecked key passes (the caller’s business)', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (key, value) => {
        fc.pre(!QUOTE_RULES.some(([field]) => field === key))
        expect(quoteRuleProblems({ ...v3, [key]: value }, 'quote')).toEqual([])
      }),
    )
  })
})

describe('the quote warnings', () => {
  it('the legacy payment method: spec 2.8’s list passes, any other name is a warning', () => {
    const legacy = PAYMENT_METHODS.filter((name) => name !== 'PIX')
    for (const name of legacy) {
      expect(quoteWarnings({ ...v3, paymentMethodType: name }, 'legacyQuote')).toEqual([])
    }
    for (const name of ['PIX', 'GOOGLEPAY', 'card_payment', 3]) {
      expect(quoteWarnings({ ...v3, paymentMethodType: name }, 'legacyQuote')).toEqual([
        expect.stringMatching(
          /^paymentMethodType is not one of the legacy quote's payment methods/,
        ),
      ])
    }
    // not a V3 field; absent or null: nothing to say
    expect(quoteWarnings({ ...v3, paymentMethodType: 'PIX' }, 'quote')).toEqual([])
    expect(quoteWarnings({ ...v3, paymentMethodType: null }, 'legacyQuote')).toEqual([])
    expect(QUOTE_WARNINGS.map(([field]) => field)).toEqual(['paymentMethodType'])
  })
})
