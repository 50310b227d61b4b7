import type { ValidationContext } from '../validation/context.js'
import { quote } from '../validation/describeValue.js'
import { readString } from '../validation/readers.js'

/**
 * `fiatCurrency`: a three-letter upper-case code. `fiatValue`: a positive finite number, and
 * only together with `fiatCurrency` (spec 2.11: alone it is not supported).
 */
export function validateFiat(ctx: ValidationContext): void {
  const currency = readString(ctx, 'fiatCurrency')
  let currencyOk = false
  if (currency !== undefined) {
    if (/^[A-Z]{3}$/.test(currency)) {
      ctx.config.fiatCurrency = currency
      currencyOk = true
    } else {
      const upper = currency.trim().toUpperCase()
      const hint = /^[A-Z]{3}$/.test(upper) ? ` Did you mean ${quote(upper, ctx.secret)}?` : ''
      ctx.issue(
        'fiatCurrency',
        `fiatCurrency must be a three-letter upper-case currency code such as 'EUR', got ${ctx.describe('fiatCurrency', currency)}.${hint}`,
      )
    }
  }

  if (!ctx.has('fiatValue')) return
  const value = ctx.get('fiatValue')
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    const hint = typeof value === 'string' ? ' Pass a number, not a string.' : ''
    ctx.issue(
      'fiatValue',
      `fiatValue must be a positive finite number such as 49.99, got ${ctx.describe('fiatValue', value)}.${hint}`,
    )
    return
  }
  if (currency === undefined) {
    // A fiatCurrency of the wrong type is reported already; absent or blank needs saying here.
    if (ctx.has('fiatCurrency') && typeof ctx.get('fiatCurrency') !== 'string') return
    ctx.issue(
      'fiatValue',
      "fiatValue needs fiatCurrency: a fiat value without its currency is not supported. Add fiatCurrency (for example 'EUR').",
    )
    return
  }
  if (currencyOk) ctx.config.fiatValue = value
}
