import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AmountError } from './AmountError.js'
import { fromBaseUnits } from './fromBaseUnits.js'
import { toBaseUnits } from './toBaseUnits.js'

describe('fromBaseUnits', () => {
  it('gives the shortest exact decimal', () => {
    expect(fromBaseUnits('1500000000000000000', 18)).toBe('1.5')
    expect(fromBaseUnits('1000000000000000000', 18)).toBe('1')
    expect(fromBaseUnits(1n, 18)).toBe('0.000000000000000001')
    expect(fromBaseUnits('0', 18)).toBe('0')
    expect(fromBaseUnits(0n, 0)).toBe('0')
    expect(fromBaseUnits('120', 0)).toBe('120')
    expect(fromBaseUnits('120', 1)).toBe('12')
    expect(fromBaseUnits('0012', 2)).toBe('0.12')
    expect(fromBaseUnits(123456789012345678901234567890n, 6)).toBe('123456789012345678901234.56789')
  })

  it.each(['-1', '1.5', '1e18', ' 1', '0x10', '１', '', '+1', -1n])('rejects %s', (units) => {
    expect(() => fromBaseUnits(units as never, 18)).toThrow(AmountError)
    expect(() => fromBaseUnits(units as never, 18)).toThrow(
      /expected a non-negative integer string/,
    )
  })

  it.each([1, null, undefined])('rejects the non-string, non-bigint %s', (units) => {
    expect(() => fromBaseUnits(units as never, 18)).toThrow(/Invalid base units/)
  })

  it('rejects bad decimals', () => {
    expect(() => fromBaseUnits('1', -1)).toThrow(/Invalid decimals -1/)
  })

  it('is the shortest form: no trailing zero, no lone point, no leading zeros', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 50n }), fc.nat(36), (units, decimals) => {
        const out = fromBaseUnits(units, decimals)
        expect(out).toMatch(/^(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/)
        // exact: it converts back to the same units, string or bigint input alike
        expect(BigInt(toBaseUnits(out, decimals))).toBe(units)
        expect(fromBaseUnits(units.toString(), decimals)).toBe(out)
      }),
    )
  })

  it('agrees with decimal scaling on small values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        expect(Number(fromBaseUnits(BigInt(n), 2))).toBe(n / 100)
      }),
    )
  })
})
