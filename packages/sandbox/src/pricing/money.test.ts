import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { centsToNumber, microToNumber, numberToCents } from './money.js'

describe('numberToCents', () => {
  it('rounds half-up from the decimal text, not the binary value', () => {
    expect(numberToCents(1.005)).toBe(101n)
    expect(numberToCents(0.1 + 0.2)).toBe(30n)
    expect(numberToCents(100)).toBe(10_000n)
    expect(numberToCents(0.004)).toBe(0n)
    expect(numberToCents(0.005)).toBe(1n)
    expect(numberToCents(1e-7)).toBe(0n)
    expect(numberToCents(1.5e21)).toBe(150_000_000_000_000_000_000_000n)
    expect(numberToCents(0)).toBe(0n)
  })

  it('refuses what is not a finite non-negative number', () => {
    for (const bad of [-1, -0.01, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(numberToCents(bad)).toBeNull()
    }
  })

  it('is the inverse of centsToNumber for every whole-cent amount up to 15 digits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (cents) => {
        expect(numberToCents(centsToNumber(cents))).toBe(cents)
      }),
    )
  })

  it('never is off by more than half a cent from the double', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (value) => {
        const cents = numberToCents(value)!
        expect(Math.abs(Number(cents) - value * 100)).toBeLessThanOrEqual(0.5 + 1e-6)
      }),
    )
  })
})

describe('number output', () => {
  it('gives the double of the decimal value', () => {
    expect(centsToNumber(12_345n)).toBe(123.45)
    expect(microToNumber(3_478_260_870n)).toBe(3478.26087)
    expect(microToNumber(1n)).toBe(0.000001)
  })
})
