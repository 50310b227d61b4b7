import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chooseMethod } from './methodChoice.js'

const entry = (fiatValue: number, cryptoAmount: string, fiatCurrency = 'EUR') => ({
  fiatCurrency,
  cryptoAmount,
  fiatValue,
  baseServiceFee: 0,
  appliedFee: 0,
})

// 6,000 EUR of ETH: bank transfers echo the amount, cards are quoted at their 5,000 EUR maximum.
const ONRAMP_6000 = {
  MANUAL_BANK_TRANSFER: entry(6000, '1846500000000000000'),
  AUTO_BANK_TRANSFER: entry(6000, '1837125000000000000'),
  CARD_PAYMENT: entry(5000, '1501000000000000000'),
  APPLE_PAY: entry(5000, '1501000000000000000'),
}

describe('chooseMethod', () => {
  it('names the limit of each method the amount misses and selects the best of the others', () => {
    expect(chooseMethod(ONRAMP_6000, { fiatValue: 6000 }, 'onramp', undefined)).toEqual({
      limits: { CARD_PAYMENT: 'At most €5,000.00', APPLE_PAY: 'At most €5,000.00' },
      method: 'MANUAL_BANK_TRANSFER',
    })
  })

  it('keeps the current method, else the preset, while it serves the amount', () => {
    const request = { fiatValue: 6000 }
    const choose = (current?: string, preset?: string) =>
      chooseMethod(ONRAMP_6000, request, 'onramp', current, preset).method
    expect(choose('AUTO_BANK_TRANSFER', 'MANUAL_BANK_TRANSFER')).toBe('AUTO_BANK_TRANSFER')
    expect(choose('CARD_PAYMENT', 'AUTO_BANK_TRANSFER')).toBe('AUTO_BANK_TRANSFER')
    expect(choose('CARD_PAYMENT', 'APPLE_PAY')).toBe('MANUAL_BANK_TRANSFER')
    expect(choose('PIX')).toBe('MANUAL_BANK_TRANSFER')
  })

  it('reads a crypto amount request: an entry not echoing it is at its limit', () => {
    // the README's BASE_ETH example: 0.609375 ETH, cards at most 2,000 EUR
    const quotes = {
      CARD: entry(2000, '600000000000000000'),
      SEPA: entry(1931.09, '609375000000000000'),
    }
    const choice = chooseMethod(quotes, { cryptoAmount: '609375000000000000' }, 'offramp', 'CARD')
    expect(choice).toEqual({ limits: { CARD: 'At most €2,000.00' }, method: 'SEPA' })
  })

  it('selects nothing when no method serves the amount', () => {
    const quotes = { CARD: entry(20, '6000000000000000') }
    expect(chooseMethod(quotes, { fiatValue: 5 }, 'offramp', 'CARD')).toEqual({
      limits: { CARD: 'At least €20.00' },
      method: undefined,
    })
  })

  it('never selects a method it shows as unavailable, and always one when some serves', () => {
    const methods = ['A', 'B', 'C', 'D']
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...methods),
          fc.record({
            fiatValue: fc.integer({ min: 1, max: 10_000 }),
            crypto: fc.bigInt(1n, 10n ** 20n),
          }),
        ),
        fc.integer({ min: 1, max: 10_000 }),
        fc.option(fc.constantFrom(...methods), { nil: undefined }),
        (entries, amount, current) => {
          const quotes = Object.fromEntries(
            Object.entries(entries).map(([name, q]) => [
              name,
              entry(q.fiatValue, String(q.crypto)),
            ]),
          )
          const { limits, method } = chooseMethod(quotes, { fiatValue: amount }, 'onramp', current)
          const serving = Object.keys(quotes).filter((name) => quotes[name]!.fiatValue === amount)
          expect(Object.keys(limits).sort()).toEqual(
            Object.keys(quotes)
              .filter((name) => !serving.includes(name))
              .sort(),
          )
          if (serving.length === 0) expect(method).toBeUndefined()
          else expect(serving).toContain(method)
          if (current !== undefined && serving.includes(current)) expect(method).toBe(current)
        },
      ),
    )
  })
})
