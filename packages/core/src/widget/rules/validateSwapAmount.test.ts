import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { check, expectOneIssue, valid } from '../testkit.js'

describe('swapAmount', () => {
  it('accepts digit strings, bigints and safe integers, as a canonical digit string', () => {
    expect(valid({ swapAmount: '1500000000000000000' }).swapAmount).toBe('1500000000000000000')
    expect(valid({ swapAmount: 10n ** 30n }).swapAmount).toBe(`1${'0'.repeat(30)}`)
    expect(valid({ swapAmount: Number.MAX_SAFE_INTEGER }).swapAmount).toBe('9007199254740991')
    expect(valid({ swapAmount: 0 }).swapAmount).toBe('0')
    expect(valid({ swapAmount: -0 }).swapAmount).toBe('0')
    expect(valid({ swapAmount: '000' }).swapAmount).toBe('0')
    expect(valid({ swapAmount: '007' }).swapAmount).toBe('7')
  })

  it('blank lets the user choose (left out)', () => {
    expect(valid({ swapAmount: '' })).not.toHaveProperty('swapAmount')
  })

  it('rejects numbers above 2^53, which may already have lost digits', () => {
    expectOneIssue(
      { swapAmount: 1e18 },
      'swapAmount',
      'swapAmount is the number 1000000000000000000, which is above Number.MAX_SAFE_INTEGER (2^53 - 1) and may already have lost precision; pass it as a digit string or a bigint instead.',
    )
    expectOneIssue({ swapAmount: 2 ** 53 }, 'swapAmount', /above Number.MAX_SAFE_INTEGER/)
  })

  it.each([
    ['1e18', /got the string "1e18"\. Exponent notation is not accepted/],
    ['-5', /got the string "-5"\. Negative amounts are not allowed/],
    ['1.5', /got the string "1.5"\. It has a fraction: convert whole coins to base units first/],
    [' 12 ', /got the string " 12 "\. Remove the surrounding spaces/],
    ['0x10', /got the string "0x10"\.$/],
    ['١٢', /got the string "١٢"\.$/],
  ])('rejects the string %j', (value, pattern) => {
    expectOneIssue(
      { swapAmount: value },
      'swapAmount',
      /^swapAmount must be a non-negative whole number of base units \(wei\)/,
      pattern,
    )
  })

  it.each([
    [-1, /which is negative/],
    [1.5, /which is not a whole number/],
    [Number.NaN, /the number NaN, which is not a whole number/],
    [Number.POSITIVE_INFINITY, /not a whole number/],
    [-1n, /the bigint -1n, which is negative/],
    [true, /got true\.$/],
    [null, /got null\.$/],
    [{}, /got an object\.$/],
  ])('rejects %s', (value, pattern) => {
    expectOneIssue({ swapAmount: value }, 'swapAmount', pattern)
  })

  it('rejects amounts longer than 78 digits (2^256)', () => {
    expect(valid({ swapAmount: '9'.repeat(78) }).swapAmount).toHaveLength(78)
    expectOneIssue(
      { swapAmount: '9'.repeat(79) },
      'swapAmount',
      'swapAmount has 79 digits; amounts in base units have at most 78 (2^256).',
    )
    expectOneIssue({ swapAmount: '1'.repeat(1_000_000) }, 'swapAmount', /has 1000000 digits/)
  })

  it('keeps every digit of any bigint or digit string (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (amount) => {
        const fromBigint = check({ swapAmount: amount })
        const fromString = check({ swapAmount: amount.toString() })
        expect(fromBigint.ok && fromBigint.config.swapAmount).toBe(amount.toString())
        expect(fromString.ok && fromString.config.swapAmount).toBe(amount.toString())
      }),
      { numRuns: 1000 },
    )
  })

  it('accepts a number exactly when it is a non-negative safe integer (property)', () => {
    fc.assert(
      fc.property(fc.double(), (amount) => {
        const result = check({ swapAmount: amount })
        expect(result.ok).toBe(Number.isSafeInteger(amount) && amount >= 0)
        if (result.ok) expect(BigInt(result.config.swapAmount!)).toBe(BigInt(amount))
      }),
      { numRuns: 1000 },
    )
  })
})
