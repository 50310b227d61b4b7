import type { BaseUnits } from '../types/common.js'
import { AmountError, checkDecimals, describeAmount } from './AmountError.js'

/**
 * Converts base units (wei) to the shortest exact whole-unit decimal string:
 * `fromBaseUnits('1500000000000000000', 18)` is `'1.5'`, and whole amounts have no point.
 * Takes a non-negative integer string of ASCII digits or a non-negative bigint.
 */
export function fromBaseUnits(units: BaseUnits | bigint, decimals: number): string {
  checkDecimals(decimals)
  if (
    typeof units === 'bigint' ? units < 0n : typeof units !== 'string' || !/^[0-9]+$/.test(units)
  ) {
    throw new AmountError(
      'INVALID_AMOUNT',
      `Invalid base units ${describeAmount(units)}: expected a non-negative integer string such as "1500000000000000000"`,
    )
  }
  const digits = BigInt(units)
    .toString()
    .padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
