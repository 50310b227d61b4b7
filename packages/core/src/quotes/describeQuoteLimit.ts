import type { QuoteLimitBound } from './quoteOutsideLimits.js'

/** The part of a `QuoteLimitBound` its words need. */
export type QuoteLimitWords = Pick<QuoteLimitBound, 'bound' | 'fiatValue' | 'fiatCurrency'>

/**
 * A method's limit in words, for the row or option that shows it instead of a price:
 * `At most €5,000.00`, `At least £20.00` (`quoteOutsideLimits`' answer, or any fiat bound).
 * English, as `methodLabel`; a currency code `Intl` does not know is written after the amount
 * (`At least 20.00 XYZ`). Anything but a `min`/`max` bound with a finite amount and a currency
 * code is a `TypeError`.
 */
export function describeQuoteLimit(limit: QuoteLimitWords): string {
  const { bound, fiatValue, fiatCurrency } = (limit ?? {}) as Partial<QuoteLimitWords>
  if (
    (bound !== 'min' && bound !== 'max') ||
    typeof fiatValue !== 'number' ||
    !Number.isFinite(fiatValue) ||
    typeof fiatCurrency !== 'string'
  ) {
    throw new TypeError(
      'describeQuoteLimit needs { bound: "min" | "max", fiatValue: finite number, fiatCurrency: string }.',
    )
  }
  let amount: string
  try {
    amount = new Intl.NumberFormat('en', { style: 'currency', currency: fiatCurrency }).format(
      fiatValue,
    )
  } catch {
    amount = `${fiatValue.toFixed(2)} ${fiatCurrency}`
  }
  return `${bound === 'min' ? 'At least' : 'At most'} ${amount}`
}
