import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isBaseUnits,
  isCountryCode,
  isCurrencyCode,
  isDecimals,
  isFiatLimit,
  isLimitBaseUnits,
  isPositiveBaseUnits,
  isQuoteFiatValue,
  isRegionCode,
  isTimestamp,
} from './fieldRules.js'

describe('field rules', () => {
  it('base units: 1 to 78 ASCII digits; positive ones have a non-zero digit', () => {
    for (const ok of ['0', '1', '000', '9'.repeat(78)]) expect(isBaseUnits(ok)).toBe(true)
    for (const bad of ['', '-1', '1.5', '1e18', ' 1', '１', '9'.repeat(79), 1, null]) {
      expect(isBaseUnits(bad)).toBe(false)
    }
    expect(isPositiveBaseUnits('0')).toBe(false)
    expect(isPositiveBaseUnits('000')).toBe(false)
    expect(isPositiveBaseUnits('0010')).toBe(true)
    expect(isLimitBaseUnits('-1')).toBe(true)
    expect(isLimitBaseUnits('-2')).toBe(false)
  })

  it('every bigint up to uint256 is base units', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (n) => {
        expect(isBaseUnits(n.toString())).toBe(true)
        expect(isPositiveBaseUnits(n.toString())).toBe(n > 0n)
      }),
    )
  })

  it('fiat: a quote asks for a finite number above zero; limits are >= 0 or -1', () => {
    for (const ok of [0.01, 1, 1e6]) expect(isQuoteFiatValue(ok)).toBe(true)
    for (const bad of [0, -0, -1, Number.NaN, Number.POSITIVE_INFINITY, '1', null]) {
      expect(isQuoteFiatValue(bad)).toBe(false)
    }
    for (const ok of [0, 5, -1]) expect(isFiatLimit(ok)).toBe(true)
    for (const bad of [-2, -0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isFiatLimit(bad)).toBe(false)
    }
  })

  it('codes: currency three letters, country two, region 1-3 letters or digits', () => {
    expect([isCurrencyCode('EUR'), isCurrencyCode('eur'), isCurrencyCode('EURO')]).toEqual([
      true,
      true,
      false,
    ])
    expect([isCountryCode('de'), isCountryCode('DE'), isCountryCode('DEU')]).toEqual([
      true,
      true,
      false,
    ])
    expect([
      isRegionCode('BY'),
      isRegionCode('01'),
      isRegionCode(''),
      isRegionCode('BAYE'),
    ]).toEqual([true, true, false, false])
  })

  it('timestamps: ISO 8601 date-time with a zone, naming a real moment', () => {
    for (const ok of [
      '2026-01-31T12:00:00.000Z',
      '2026-01-31T12:00Z',
      '2026-01-31T12:00:00+01:00',
      '2026-01-31T12:00:00.123456789Z',
    ]) {
      expect(isTimestamp(ok)).toBe(true)
    }
    for (const bad of [
      '2026-01-31',
      '2026-01-31T12:00:00',
      'Jan 31 2026',
      '2026-13-45T00:00:00Z',
      1767225600000,
      '',
    ]) {
      expect(isTimestamp(bad)).toBe(false)
    }
  })

  it('every Date round-trips through toISOString as a timestamp', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(0), max: new Date('9999-12-31'), noInvalidDate: true }),
        (d) => {
          expect(isTimestamp(d.toISOString())).toBe(true)
        },
      ),
    )
  })

  it('decimals: an integer from 0 to 255', () => {
    expect([0, 18, 255].every(isDecimals)).toBe(true)
    expect([-1, 1.5, 256, '18', Number.NaN].some(isDecimals)).toBe(false)
  })
})
