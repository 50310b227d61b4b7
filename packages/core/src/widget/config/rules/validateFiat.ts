import type { ValidationContext } from '../validation/context.js'
import { readString } from '../validation/readers.js'

/** A decimal number as text (what the official SDK's string-typed `fiatValue` holds), no hex. */
const DECIMAL = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/

/**
 * `fiatCurrency`: a string; not a three-letter upper-case code (`eur`) is a warning, since the
 * widget falls back to the country's currency for what it does not know. `fiatValue`: a number
 * or a decimal string (the official SDK types it as a string), normalised to a number; zero or
 * less is a warning. Without `fiatCurrency` it is not supported (spec 2.11): an issue.
 */
export function validateFiat(ctx: ValidationContext): void {
  const currency = readString(ctx, 'fiatCurrency')
  // Its form is checked by the warning's wording (checks/currencyCodeProblem).
  if (currency !== undefined) ctx.note('fiatCurrency', 'currencyCode', currency)
  if (!ctx.has('fiatValue')) return
  const given = ctx.get('fiatValue')
  const value =
    typeof given === 'number'
      ? given
      : typeof given === 'string' && DECIMAL.test(given)
        ? Number(given)
        : Number.NaN
  if (!Number.isFinite(value)) {
    ctx.expect(
      'fiatValue',
      "a finite number such as 49.99 (or a decimal string such as '49.99')",
      given,
    )
    return
  }
  ctx.config.fiatValue = value
  if (value <= 0) {
    ctx.note('fiatValue', 'nonPositiveFiat', value)
  }
  if (currency === undefined && typeof (ctx.get('fiatCurrency') ?? '') === 'string') {
    // Absent or blank; a fiatCurrency of the wrong type is reported already.
    ctx.issue(
      'fiatValue',
      "fiatValue needs fiatCurrency (such as 'EUR'): alone it is not supported.",
    )
  }
}
