import type { BaseUnits } from '../types/common.js'
import { AmountError, checkDecimals, describeAmount } from './AmountError.js'

// Plain ASCII decimal: no sign, exponent, whitespace, hex or other scripts' digits.
const DECIMAL = /^([0-9]+)(?:\.([0-9]+))?$/

/**
 * Converts a whole-unit decimal string to base units (wei): `toBaseUnits('1.5', 18)` is
 * `'1500000000000000000'`. Exact (bigint); more fraction digits than `decimals` throw an
 * `AmountError` (`TOO_MANY_DECIMALS`) instead of rounding.
 */
export function toBaseUnits(amount: string, decimals: number): BaseUnits {
  checkDecimals(decimals)
  const match = typeof amount === 'string' ? DECIMAL.exec(amount) : null
  if (!match) {
    throw new AmountError(
      'INVALID_AMOUNT',
      `Invalid amount ${describeAmount(amount)}: expected a non-negative decimal string such as "1.5"`,
    )
  }
  const whole = match[1]!
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) {
    throw new AmountError(
      'TOO_MANY_DECIMALS',
      `Amount ${describeAmount(amount)} has ${fraction.length} fraction digits; the asset has ${decimals} decimals`,
    )
  }
  return BigInt(whole + fraction.padEnd(decimals, '0')).toString()
}
