import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ceilDiv, floorDiv, maxBig, minBig, pow10, roundHalfUpDiv } from './bigmath.js'

const num = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n })
const den = fc.bigInt({ min: 1n, max: 10n ** 20n })

describe('bigmath', () => {
  it('floorDiv and ceilDiv bracket the exact quotient', () => {
    fc.assert(
      fc.property(num, den, (a, b) => {
        const f = floorDiv(a, b)
        const c = ceilDiv(a, b)
        expect(f * b <= a && a < (f + 1n) * b).toBe(true)
        expect((c - 1n) * b < a && a <= c * b).toBe(true)
        expect(c - f).toBe(a % b === 0n ? 0n : 1n)
      }),
    )
  })

  it('roundHalfUpDiv is within half of the exact quotient, halves away from zero', () => {
    fc.assert(
      fc.property(num, den, (a, b) => {
        const r = roundHalfUpDiv(a, b)
        const diff = 2n * (a - r * b) // 2·(a/b − r)·b
        expect(diff <= b && diff >= -b).toBe(true)
        expect(roundHalfUpDiv(-a, b)).toBe(-r)
      }),
    )
    expect(roundHalfUpDiv(5n, 10n)).toBe(1n)
    expect(roundHalfUpDiv(-5n, 10n)).toBe(-1n)
    expect(roundHalfUpDiv(4n, 10n)).toBe(0n)
    expect(roundHalfUpDiv(15n, 10n)).toBe(2n)
  })

  it('pow10, minBig, maxBig', () => {
    expect(pow10(0)).toBe(1n)
    expect(pow10(18)).toBe(1_000_000_000_000_000_000n)
    expect(pow10(18)).toBe(pow10(18))
    expect(minBig(2n, -3n)).toBe(-3n)
    expect(maxBig(2n, -3n)).toBe(2n)
  })
})
