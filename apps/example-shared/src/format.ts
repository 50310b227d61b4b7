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
 * Base units as whole coins, cut (never rounded up) to `maxFraction` digits: `0.03012345 ETH`.
 * Exact (bigint based): no floating point on crypto amounts.
 */
export function formatCrypto(units: string, decimals: number, symbol: string, maxFraction = 8) {
  const exact = fromBaseUnits(units, decimals)
  const [whole, fraction = ''] = exact.split('.')
  const cut = fraction.slice(0, maxFraction).replace(/0+$/, '')
  return `${whole}${cut ? `.${cut}` : ''} ${symbol}`
}

/** `14:03:07` in the user's locale. */
export function formatTime(date: Date): string {
  return date.toLocaleTimeString(undefined, { hour12: false })
}
