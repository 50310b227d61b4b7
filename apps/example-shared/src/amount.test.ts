import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkAmount, describeLimits } from './amount.js'

const EUR = { min: 5, max: 10_000, currencyCode: 'EUR' }

describe('checkAmount', () => {
  it('reads whole and two-decimal amounts', () => {
    expect(checkAmount('100')).toEqual({ ok: true, value: 100 })
    expect(checkAmount(' 49.99 ', EUR)).toEqual({ ok: true, value: 49.99 })
  })

  it.each([
    ['', 'Enter an amount.'],
    ['abc', 'Enter an amount such as 100 or 49.99.'],
    ['1.234', 'Enter an amount such as 100 or 49.99.'],
    ['-5', 'Enter an amount such as 100 or 49.99.'],
    ['1e3', 'Enter an amount such as 100 or 49.99.'],
    ['0', 'Enter an amount above zero.'],
    ['4.99', 'The minimum is €5.00.'],
    ['10000.01', 'The maximum is €10,000.00.'],
  ])('explains %j', (text, message) => {
    expect(checkAmount(text, EUR)).toEqual({ ok: false, message })
  })

  it('accepts exactly the amounts within the limits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), (cents) => {
        const text = (cents / 100).toFixed(2)
        const result = checkAmount(text, EUR)
        expect(result.ok).toBe(cents >= 500 && cents <= 1_000_000)
      }),
    )
  })
})

describe('describeLimits', () => {
  it('says what applies', () => {
    expect(describeLimits(EUR)).toBe('Between €5.00 and €10,000.00')
    expect(describeLimits({ min: 20, max: -1, currencyCode: 'USD' })).toBe('At least $20.00')
    expect(describeLimits({ min: -1, max: 50, currencyCode: 'GBP' })).toBe('At most £50.00')
  })
})
