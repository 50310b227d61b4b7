import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { check, expectOneIssue, valid, warningsOf } from '../testkit.js'

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
      'swapAmount must be a non-negative whole number of base units (wei): a digit string, a bigint or a safe integer, got the number 1000000000000000000. Above 2^53 - 1 a number may already have lost digits.',
    )
    expectOneIssue({ swapAmount: 2 ** 53 }, 'swapAmount', /Above 2\^53 - 1 a number may already/)
  })

  it.each([
    ['1e18', /got the string "1e18"\.$/],
    ['-5', /got the string "-5"\.$/],
    ['1.5', /got the string "1.5"\.$/],
    [' 12 ', /got the string " 12 "\.$/],
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
    [-1, /got the number -1\.$/],
    [-(2 ** 60), /got the number -1152921504606847000\.$/],
    [1.5, /got the number 1.5\.$/],
    [Number.NaN, /got the number NaN\.$/],
    [Number.POSITIVE_INFINITY, /got the number Infinity\.$/],
    [-1n, /got the bigint -1n\.$/],
    [true, /got true\.$/],
    [null, /got null\.$/],
    [{}, /got an object\.$/],
  ])('rejects %s', (value, pattern) => {
    expectOneIssue({ swapAmount: value }, 'swapAmount', pattern)
  })

  it('warns about amounts longer than 78 digits (2^256): still an integer, but likely a bug', () => {
    expect(valid({ swapAmount: '9'.repeat(78) }).swapAmount).toHaveLength(78)
    expect(warningsOf({ swapAmount: '9'.repeat(78) })).toEqual([])
    expect(warningsOf({ swapAmount: '9'.repeat(79) })).toEqual([
      {
        path: 'swapAmount',
        message: 'swapAmount has 79 digits; base unit amounts have at most 78 (2^256).',
      },
    ])
    expect(warningsOf({ swapAmount: '1'.repeat(1_000_000) })[0]!.message).toMatch(
      /has 1000000 digits/,
    )
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
