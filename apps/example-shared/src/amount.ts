import { describeQuoteLimit, type PurchaseLimits } from '@rampkit/core'
import { formatFiat } from './format.js'

export type AmountCheck = { ok: true; value: number } | { ok: false; message: string }

const AMOUNT = /^[0-9]{1,9}(\.[0-9]{1,2})?$/

/**
 * Reads what the user typed in the amount field and checks it against the asset's limits
 * (`getPurchaseLimits`, in `currency`); the message says what to type instead.
 */
export function checkAmount(text: string, limits?: PurchaseLimits): AmountCheck {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, message: 'Enter an amount.' }
  if (!AMOUNT.test(trimmed)) {
    return { ok: false, message: 'Enter an amount such as 100 or 49.99.' }
  }
  const value = Number(trimmed)
  if (value <= 0) return { ok: false, message: 'Enter an amount above zero.' }
  if (limits) {
    const { min, max, currencyCode } = limits
    if (min > 0 && value < min) {
      return { ok: false, message: `The minimum is ${formatFiat(min, currencyCode)}.` }
    }
    if (max > 0 && value > max) {
      return { ok: false, message: `The maximum is ${formatFiat(max, currencyCode)}.` }
    }
  }
  return { ok: true, value }
}

/** `Between €5.00 and €10,000.00` for the hint under the field. */
export function describeLimits(limits: PurchaseLimits): string {
  const { min, max, currencyCode } = limits
  if (min > 0 && max > 0) {
    return `Between ${formatFiat(min, currencyCode)} and ${formatFiat(max, currencyCode)}`
  }
  // One bound: worded as a payment method's limit is in the quotes table.
  if (min > 0)
    return describeQuoteLimit({ bound: 'min', fiatValue: min, fiatCurrency: currencyCode })
  if (max > 0)
    return describeQuoteLimit({ bound: 'max', fiatValue: max, fiatCurrency: currencyCode })
  return 'No limits'
}
