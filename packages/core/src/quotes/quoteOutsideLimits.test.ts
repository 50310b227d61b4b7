import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteOutsideLimits } from './quoteOutsideLimits.js'
import { methodQuote as q } from './testing/methodQuote.js'

describe('quoteOutsideLimits', () => {
  it('a method that echoes the requested amount serves it', () => {
    expect(quoteOutsideLimits(q('1000', 100), { fiatValue: 100 })).toBeUndefined()
    expect(quoteOutsideLimits(q('1000', 100.01), { fiatValue: 100.005 })).toBeUndefined()
    expect(quoteOutsideLimits(q('1000', 250), { cryptoAmount: '1000' })).toBeUndefined()
    expect(quoteOutsideLimits(q('1000', 250), { cryptoAmount: '0001000' })).toBeUndefined()
  })

  it('above the request: the method minimum; below it: the maximum', () => {
    expect(quoteOutsideLimits(q('1500', 5), { fiatValue: 1 })).toEqual({
      bound: 'min',
      fiatValue: 5,
      cryptoAmount: '1500',
      fiatCurrency: 'EUR',
    })
    expect(quoteOutsideLimits(q('9', 5000), { fiatValue: 6000 })).toMatchObject({ bound: 'max' })
    expect(quoteOutsideLimits(q('2000', 10), { cryptoAmount: '1000' })).toMatchObject({
      bound: 'min',
    })
    expect(quoteOutsideLimits(q('600', 2000), { cryptoAmount: '609' })).toMatchObject({
      bound: 'max',
      fiatValue: 2000,
    })
    expect(quoteOutsideLimits(q('1000', 100.01), { fiatValue: 100 })).toMatchObject({
      bound: 'min',
    })
  })

  it('no amount in the request, or a malformed entry: nothing to say', () => {
    expect(quoteOutsideLimits(q('1000', 100), {})).toBeUndefined()
    expect(quoteOutsideLimits(q('1000', 100), { fiatValue: null })).toBeUndefined()
    expect(quoteOutsideLimits(q('1.5', 100), { cryptoAmount: '1' })).toBeUndefined()
  })

  it('bigint exact, beyond float precision', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.bigInt({ min: -5n, max: 5n }),
        (n, d) => {
          const quoted = n + d
          fc.pre(quoted >= 0n)
          const result = quoteOutsideLimits(q(quoted.toString(), 1), { cryptoAmount: n.toString() })
          expect(result?.bound).toBe(d === 0n ? undefined : d > 0n ? 'min' : 'max')
        },
      ),
    )
  })
})
