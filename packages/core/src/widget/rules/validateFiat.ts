import type { ValidationContext } from '../validation/context.js'
import { matches, readString } from '../validation/readers.js'

/**
 * `fiatCurrency`: a three-letter upper-case code. `fiatValue`: a positive finite number, and
 * only together with `fiatCurrency` (spec 2.11: alone it is not supported).
 */
export function validateFiat(ctx: ValidationContext): void {
  const currency = readString(ctx, 'fiatCurrency')
  if (currency !== undefined) {
    matches(
      ctx,
      'fiatCurrency',
      currency,
      /^[A-Z]{3}$/,
      "a three-letter upper-case currency code such as 'EUR'",
    )
  }
  if (!ctx.has('fiatValue')) return
  const value = ctx.get('fiatValue')
  if (!(typeof value === 'number' && value > 0 && value < Number.POSITIVE_INFINITY)) {
    ctx.expect('fiatValue', 'a positive finite number such as 49.99', value)
  } else if (currency === undefined && typeof (ctx.get('fiatCurrency') ?? '') === 'string') {
    // Absent or blank; a fiatCurrency that is there but invalid is reported already.
    ctx.issue(
      'fiatValue',
      "fiatValue needs fiatCurrency (such as 'EUR'): alone it is not supported.",
    )
  }
}
