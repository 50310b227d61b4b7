import type { ValidationContext } from '../validation/context.js'

/**
 * `swapAmount` becomes a canonical digit string. Numbers are accepted only while they are safe
 * integers: above 2^53 a number has already lost digits before it reaches us. A blank string
 * lets the user choose (spec 2.11), so it is left out.
 */
export function validateSwapAmount(ctx: ValidationContext): void {
  const value = ctx.get('swapAmount')
  if (value === undefined || value === '') return void delete ctx.config.swapAmount
  const digits =
    typeof value === 'bigint' || (typeof value === 'number' && Number.isSafeInteger(value))
      ? String(value)
      : typeof value === 'string' && /^\d+$/.test(value)
        ? value.replace(/^0+(?=\d)/, '')
        : '-'
  if (digits[0] === '-') {
    const unsafe = Number.isInteger(value) && (value as number) > 0
    ctx.expect(
      'swapAmount',
      'a non-negative whole number of base units (wei): a digit string, a bigint or a safe integer',
      value,
      unsafe ? ' Above 2^53 - 1 a number may already have lost digits.' : '',
    )
  } else {
    ctx.config.swapAmount = digits
    // 2^256 - 1, the largest EVM amount, has 78 digits: anything longer is likely a bug.
    if (digits.length > 78) {
      ctx.note('swapAmount', 'longAmount', digits.length)
    }
  }
}
