import { fromBaseUnits } from '@rampkit/core'

/** `€1,234.50`; an unknown currency code falls back to `1234.50 XYZ`. */
export function formatFiat(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(value)
  } catch {
    return `${value.toFixed(2)} ${currency}`
  }
}

/**
 * Base units as whole coins, every digit kept (`0.030003125 ETH`), as the widget shows the same
 * amount: a page that cut digits would disagree with the widget about what the user gets.
 * Exact (bigint based): no floating point on crypto amounts.
 */
export function formatCrypto(units: string, decimals: number, symbol: string): string {
  return `${fromBaseUnits(units, decimals)} ${symbol}`
}

/** `14:03:07` in the user's locale. */
export function formatTime(date: Date): string {
  return date.toLocaleTimeString(undefined, { hour12: false })
}
