import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AmountError } from './AmountError.js'
import { fromBaseUnits } from './fromBaseUnits.js'
import { NOT_DIGIT_STRINGS } from './testing/notDigitStrings.js'
import { toBaseUnits } from './toBaseUnits.js'

function errorOf(run: () => unknown): AmountError {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(AmountError)
    return error as AmountError
  }
  throw new Error('expected an AmountError')
}

describe('toBaseUnits', () => {
  it('converts exactly', () => {
    expect(toBaseUnits('1.5', 18)).toBe('1500000000000000000')
    expect(toBaseUnits('1', 18)).toBe('1000000000000000000')
    expect(toBaseUnits('0.000001', 6)).toBe('1')
    expect(toBaseUnits('0', 6)).toBe('0')
    expect(toBaseUnits('0.0', 6)).toBe('0')
    expect(toBaseUnits('007.50', 2)).toBe('750')
    expect(toBaseUnits('42', 0)).toBe('42')
    expect(toBaseUnits('123456789012345678901234567890.123456789012345678', 18)).toBe(
      '123456789012345678901234567890123456789012345678',
    )
  })

  it('too many fraction digits is an error, never a rounding', () => {
    const error = errorOf(() => toBaseUnits('1.0000001', 6))
    expect(error.code).toBe('TOO_MANY_DECIMALS')
    expect(error.message).toBe('Amount "1.0000001" has 7 fraction digits; the asset has 6 decimals')
    expect(errorOf(() => toBaseUnits('1.5', 0)).code).toBe('TOO_MANY_DECIMALS')
  })

  it.each([...NOT_DIGIT_STRINGS, '１.５', '.5', '1.', '1,5', '1.2.3'])(
    'rejects %j with a clear error',
    (amount) => {
      const error = errorOf(() => toBaseUnits(amount, 18))
      expect(error.code).toBe('INVALID_AMOUNT')
      expect(error.message).toContain('expected a non-negative decimal string such as "1.5"')
      expect(error.message).toContain(JSON.stringify(amount))
    },
  )

  it.each([1.5, 15n, null, undefined, {}])('rejects the non-string %s', (amount) => {
    expect(errorOf(() => toBaseUnits(amount as never, 18)).code).toBe('INVALID_AMOUNT')
  })

  it.each([-1, 1.5, Number.NaN, 256, '18', null])('rejects decimals %s', (decimals) => {
    expect(errorOf(() => toBaseUnits('1', decimals as never)).code).toBe('INVALID_DECIMALS')
  })

  it('shortens a huge input in the message', () => {
    const error = errorOf(() => toBaseUnits('x'.repeat(10_000), 18))
    expect(error.message.length).toBeLessThan(200)
  })

  it('rejects every string that is not ASCII digits with an optional fraction', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 16 }).filter((s) => !/^[0-9]+(\.[0-9]+)?$/.test(s)),
        (s) => {
          expect(errorOf(() => toBaseUnits(s, 18)).code).toBe('INVALID_AMOUNT')
        },
      ),
    )
  })

  it('never rounds: more fraction digits than decimals always throw', () => {
    fc.assert(
      fc.property(
        fc.nat(30),
        fc.stringMatching(/^[0-9]{1,40}$/),
        fc.integer({ min: 1, max: 10 }),
        (decimals, whole, extra) => {
          const fraction = '1'.repeat(decimals + extra)
          expect(errorOf(() => toBaseUnits(`${whole}.${fraction}`, decimals)).code).toBe(
            'TOO_MANY_DECIMALS',
          )
        },
      ),
    )
  })

  it('round-trips through fromBaseUnits', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 60n }), fc.nat(40), (units, decimals) => {
        expect(toBaseUnits(fromBaseUnits(units, decimals), decimals)).toBe(units.toString())
      }),
    )
  })
})
