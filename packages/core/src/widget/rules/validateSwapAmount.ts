import type { ValidationContext } from '../validation/context.js'

// 2^256 - 1, the largest EVM amount, has 78 digits; anything longer is a bug, not an amount.
const MAX_DIGITS = 78
const EXPECTED =
  "swapAmount must be a non-negative whole number of base units (wei), as a digit string such as '1500000000000000000' or a bigint"

/**
 * `swapAmount` becomes a canonical digit string. Numbers are accepted only while they are safe
 * integers: above 2^53 a number has already lost digits before it reaches us.
 */
export function validateSwapAmount(ctx: ValidationContext): void {
  if (!ctx.has('swapAmount')) return
  const value = ctx.get('swapAmount')
  const got = ctx.describe('swapAmount', value)
  let digits: string
  if (typeof value === 'bigint') {
    if (value < 0n)
      return void ctx.issue('swapAmount', `${EXPECTED}; got ${got}, which is negative.`)
    digits = value.toString()
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value) || !Number.isInteger(value)) {
      return void ctx.issue('swapAmount', `${EXPECTED}; got ${got}, which is not a whole number.`)
    }
    if (value < 0)
      return void ctx.issue('swapAmount', `${EXPECTED}; got ${got}, which is negative.`)
    if (!Number.isSafeInteger(value)) {
      return void ctx.issue(
        'swapAmount',
        `swapAmount is ${got}, which is above Number.MAX_SAFE_INTEGER (2^53 - 1) and may already have lost precision; pass it as a digit string or a bigint instead.`,
      )
    }
    digits = String(value)
  } else if (typeof value === 'string') {
    if (value === '') return // spec 2.11: blank lets the user choose
    if (!/^\d+$/.test(value))
      return void ctx.issue('swapAmount', `${EXPECTED}; got ${got}.${stringHint(value)}`)
    digits = value
  } else {
    return void ctx.issue('swapAmount', `${EXPECTED}; got ${got}.`)
  }
  digits = digits.replace(/^0+(?=\d)/, '')
  if (digits.length > MAX_DIGITS) {
    return void ctx.issue(
      'swapAmount',
      `swapAmount has ${digits.length} digits; amounts in base units have at most ${MAX_DIGITS} (2^256).`,
    )
  }
  ctx.config.swapAmount = digits
}

function stringHint(value: string): string {
  const trimmed = value.trim()
  if (trimmed !== value && /^\d+$/.test(trimmed)) return ' Remove the surrounding spaces.'
  if (/^-/.test(trimmed)) return ' Negative amounts are not allowed.'
  if (/^\d*\.\d+$/.test(trimmed)) {
    return ' It has a fraction: convert whole coins to base units first (toBaseUnits).'
  }
  if (/e/i.test(trimmed)) return ' Exponent notation is not accepted: write out every digit.'
  return ''
}
