import { pow10, roundHalfUpDiv } from './bigmath.js'

/**
 * Conversions between the integers the sandbox computes with (cents, micro-units) and the JSON
 * numbers it answers. Dividing an exact integer below 2^53 by 100 or 1e6 gives the double
 * nearest to the decimal value, the same double that parsing its decimal text gives.
 */
export function centsToNumber(cents: bigint): number {
  return Number(cents) / 100
}

export function microToNumber(micro: bigint): number {
  return Number(micro) / 1_000_000
}

const NUMBER_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/

/**
 * A positive JSON number to whole cents, rounded half-up from its shortest decimal text (so
 * `1.005` is 1.01, not 1.00 as `Math.round(1.005 * 100)` gives). `null` for anything that is
 * not a finite non-negative number.
 */
export function numberToCents(value: number): bigint | null {
  if (!Number.isFinite(value) || value < 0) return null
  // whole amounts, the usual case: their decimal text is their digits
  if (Number.isSafeInteger(value)) return BigInt(value) * 100n
  const match = NUMBER_TEXT.exec(String(value))
  if (!match) return null
  const [, whole = '0', fraction = '', exponent = '0'] = match
  const digits = BigInt(whole + fraction)
  // value = digits * 10^(exp - fraction.length); cents = value * 100
  const scale = Number(exponent) - fraction.length + 2
  if (scale >= 0) return digits * pow10(scale)
  return roundHalfUpDiv(digits, pow10(-scale))
}
