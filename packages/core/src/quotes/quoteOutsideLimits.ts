import { isBaseUnits } from '../types/fieldRules.js'
import type { QuoteResultForMethod } from '../types/quotes.js'

/** The amount a quote was asked for: what was sent as `fiatValue` or `cryptoAmount`. */
export interface QuoteRequestAmount {
  fiatValue?: number | null
  cryptoAmount?: string | null
}

/** A method's limit, read from its entry of a V3 quote that does not serve the request. */
export interface QuoteLimitBound {
  /** `min`: the request is below what the method takes; `max`: above it. */
  bound: 'min' | 'max'
  /** The method's smallest (or largest) purchase, in `fiatCurrency`. */
  fiatValue: number
  /** What that purchase buys or sells, in base units. */
  cryptoAmount: string
  fiatCurrency: string
}

// The service answers fiat in cents: anything closer than a cent is the amount asked for.
const CENT = 0.01

/**
 * Whether one method's entry of a V3 quote serves the amount asked for. Every method that
 * supports the currency is in the answer (spec 4.5, 4.6); one whose limits the amount misses is
 * quoted at the limit it missed, so its entry does not echo the request. Returns undefined when
 * the entry serves the request (or the request names no amount), else the method's limit:
 * `{ bound: 'min', fiatValue: 5, ... }` reads "at least 5".
 */
export function quoteOutsideLimits(
  quote: QuoteResultForMethod,
  request: QuoteRequestAmount,
): QuoteLimitBound | undefined {
  const { cryptoAmount, fiatValue } = request
  let bound: QuoteLimitBound['bound'] | undefined
  if (typeof cryptoAmount === 'string' && isBaseUnits(cryptoAmount)) {
    if (!isBaseUnits(quote.cryptoAmount)) return undefined
    const asked = BigInt(cryptoAmount)
    const quoted = BigInt(quote.cryptoAmount)
    if (quoted !== asked) bound = quoted > asked ? 'min' : 'max'
  } else if (typeof fiatValue === 'number' && Number.isFinite(fiatValue)) {
    if (typeof quote.fiatValue !== 'number') return undefined
    const difference = quote.fiatValue - fiatValue
    if (Math.abs(difference) >= CENT - 1e-9) bound = difference > 0 ? 'min' : 'max'
  }
  if (bound === undefined) return undefined
  return {
    bound,
    fiatValue: quote.fiatValue,
    cryptoAmount: quote.cryptoAmount,
    fiatCurrency: quote.fiatCurrency,
  }
}
