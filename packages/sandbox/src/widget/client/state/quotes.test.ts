import { describe, expect, it } from 'vitest'
import {
  fiatValueIn,
  presetCurrencyFound,
  presetMethod,
  presetsUsed,
  quoteStarted,
  quoteStatus,
  quotesCleared,
  quotesReceived,
} from './quotes.js'
import { loadedState, quote } from './testkit.js'

const ONE_ETH = '1000000000000000000'
// 6,000 EUR: the bank transfers echo it, the card is quoted at its 5,000 EUR maximum.
const AT_6000 = {
  BANK: quote(6000, '3000000000000000000'),
  SEPA: quote(6000, '2900000000000000000'),
  CARD: quote(5000, '2500000000000000000'),
}

describe('quoteStarted', () => {
  it('numbers each request, so that earlier answers can be told stale', () => {
    const state = loadedState()
    const first = quoteStarted(state)
    const second = quoteStarted(first)
    expect([state.quoteSequence, first.quoteSequence, second.quoteSequence]).toEqual([0, 1, 2])
  })
})

describe('presetMethod', () => {
  it('is paymentMethodType on-ramp while the presets apply, else none', () => {
    expect(presetMethod(loadedState(), 'PIX')).toBe('PIX')
    expect(presetMethod(loadedState({ flow: 'OFFRAMP' }), 'PIX')).toBeUndefined()
    expect(presetMethod(loadedState({ presetsApply: false }), 'PIX')).toBeUndefined()
    expect(presetMethod(loadedState(), undefined)).toBeUndefined()
  })
})

describe('fiatValueIn', () => {
  it("converts the amount through the asset's prices, to cents", () => {
    // ETH: 2,000 EUR, 2,500 USD
    expect(fiatValueIn(loadedState({ fiatValue: 100 }), 'USD')).toBe(125)
    expect(fiatValueIn(loadedState({ fiatValue: 33.33, currency: 'USD' }), 'EUR')).toBe(26.66)
  })

  it('keeps the amount for the same currency, a currency without a price, or no asset', () => {
    expect(fiatValueIn(loadedState({ fiatValue: 100 }), 'EUR')).toBe(100)
    expect(fiatValueIn(loadedState({ fiatValue: 100 }), 'BRL')).toBe(100)
    expect(fiatValueIn(loadedState({ fiatValue: 100, asset: undefined }), 'USD')).toBe(100)
  })
})

describe('presetCurrencyFound', () => {
  it('moves to the currency with the converted amount', () => {
    const next = presetCurrencyFound(loadedState(), 'USD', 125)
    expect(next).toMatchObject({ currency: 'USD', fiatValue: 125 })
  })
})

describe('quotesReceived', () => {
  it('marks the methods the amount misses with their limit and selects the best other', () => {
    const next = quotesReceived(loadedState({ fiatValue: 6000 }), AT_6000, undefined)
    expect(next.quotes).toBe(AT_6000)
    expect(next.limits).toEqual({ CARD: 'At most €5,000.00' })
    expect(next.method).toBe('BANK')
    expect(next.fiatValue).toBe(6000)
  })

  it("keeps the user's method while it serves the amount, else the preset, else the best", () => {
    const at6000 = loadedState({ fiatValue: 6000 })
    expect(quotesReceived({ ...at6000, method: 'SEPA' }, AT_6000, 'BANK').method).toBe('SEPA')
    expect(quotesReceived({ ...at6000, method: 'CARD' }, AT_6000, 'SEPA').method).toBe('SEPA')
    expect(quotesReceived({ ...at6000, method: 'CARD' }, AT_6000, 'PIX').method).toBe('BANK')
  })

  it('selects nothing when no method serves the amount', () => {
    const next = quotesReceived(
      loadedState({ fiatValue: 6000, method: 'CARD' }),
      { CARD: AT_6000.CARD },
      undefined,
    )
    expect(next.method).toBeUndefined()
    expect(next.limits).toEqual({ CARD: 'At most €5,000.00' })
  })

  it('quoting by swapAmount, takes the fiat value of the selected quote as the amount', () => {
    const byCrypto = loadedState({ cryptoAmount: ONE_ETH, fiatValue: 100 })
    const quotes = { BANK: quote(2050, ONE_ETH), CARD: quote(2100, ONE_ETH) }
    const next = quotesReceived({ ...byCrypto, method: 'CARD' }, quotes, undefined)
    expect(next.method).toBe('CARD')
    expect(next.fiatValue).toBe(2100)
    expect(next.cryptoAmount).toBe(ONE_ETH)
    // with nothing selected the amount stays
    expect(quotesReceived(byCrypto, {}, undefined).fiatValue).toBe(100)
  })

  it('reads an off-ramp quote for the off-ramp flow', () => {
    // off-ramp, 3,000 EUR: the card pays out at most 2,000 EUR
    const sell = loadedState({ flow: 'OFFRAMP', fiatValue: 3000 })
    const quotes = {
      CARD: quote(2000, '1000000000000000000'),
      SEPA: quote(3000, '1500000000000000000'),
    }
    expect(quotesReceived(sell, quotes, undefined)).toMatchObject({
      limits: { CARD: 'At most €2,000.00' },
      method: 'SEPA',
    })
  })
})

describe('quotesCleared and presetsUsed', () => {
  it('quotesCleared drops the quotes and limits, keeping the chosen method for the next quote', () => {
    const quoted = loadedState({ quotes: AT_6000, limits: { CARD: 'x' }, method: 'SEPA' })
    expect(quotesCleared(quoted)).toEqual({ ...quoted, quotes: {}, limits: {} })
  })

  it('presetsUsed ends the presets', () => {
    expect(presetsUsed(loadedState()).presetsApply).toBe(false)
  })
})

describe('quoteStatus', () => {
  it('says whether a method takes the currency, then the amount', () => {
    expect(quoteStatus(loadedState())).toBe('No method takes this currency.')
    expect(quoteStatus(loadedState({ quotes: AT_6000 }))).toBe('No method takes this amount.')
    expect(quoteStatus(loadedState({ quotes: AT_6000, method: 'BANK' }))).toBe('Quotes are ready.')
  })
})
