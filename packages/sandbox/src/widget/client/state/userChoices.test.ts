import { describe, expect, it } from 'vitest'
import { DE, ETH, loadedState, quote, US, USDC } from './testkit.js'
import {
  amountTyped,
  assetChosen,
  countryChosen,
  currencyChosen,
  flowChosen,
  methodChosen,
  readTypedAmount,
} from './userChoices.js'

describe('user choices', () => {
  const quoted = loadedState({ method: 'SEPA', quotes: { SEPA: quote(100, '1') } })

  it('flowChosen forgets the asset and the method, keeping the rest', () => {
    const next = flowChosen(quoted, 'OFFRAMP')
    expect(next).toEqual({ ...quoted, flow: 'OFFRAMP', asset: undefined, method: undefined })
    expect(quoted.flow).toBe('ONRAMP')
  })

  it('countryChosen selects a listed country and forgets the asset; an unknown code changes nothing', () => {
    expect(countryChosen(quoted, 'us')).toEqual({ ...quoted, country: US, asset: undefined })
    expect(countryChosen(quoted, 'zz')).toBe(quoted)
    expect(countryChosen(loadedState({ country: US }), 'de').country).toBe(DE)
  })

  it('assetChosen selects by id among the offered assets, none for an unknown id', () => {
    expect(assetChosen(quoted, 'ETH_USDC').asset).toBe(USDC)
    expect(assetChosen(quoted, 'ETH_ETH').asset).toBe(ETH)
    expect(assetChosen(quoted, 'BTC_BTC').asset).toBeUndefined()
    // the method survives: it is kept while the new quote serves it
    expect(assetChosen(quoted, 'ETH_USDC').method).toBe('SEPA')
  })

  it('currencyChosen forgets the method', () => {
    expect(currencyChosen(quoted, 'USD')).toEqual({ ...quoted, currency: 'USD', method: undefined })
  })

  it('amountTyped asks for the fiat value from then on, no longer swapAmount', () => {
    const byCrypto = loadedState({ cryptoAmount: '5000' })
    expect(amountTyped(byCrypto, 42.5)).toEqual({
      ...byCrypto,
      fiatValue: 42.5,
      cryptoAmount: undefined,
    })
  })

  it('methodChosen selects the method', () => {
    expect(methodChosen(quoted, 'CARD').method).toBe('CARD')
  })
})

describe('readTypedAmount', () => {
  it('reads numbers above zero', () => {
    expect(readTypedAmount('150')).toBe(150)
    expect(readTypedAmount('0.01')).toBe(0.01)
    expect(readTypedAmount(' 7 ')).toBe(7)
  })

  it('refuses zero, negatives, blanks and text', () => {
    for (const text of ['0', '-5', '', '   ', 'abc', 'NaN', '1,5']) {
      expect(readTypedAmount(text)).toBeUndefined()
    }
  })
})
