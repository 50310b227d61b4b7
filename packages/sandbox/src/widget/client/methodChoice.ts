// Part of the stand-in widget's browser module (./main.ts): which methods of a quote the user
// may choose, as the production widget shows them.
import {
  bestQuote,
  describeQuoteLimit,
  type OnrampQuoteResult,
  type QuoteRequestAmount,
  type QuoteResultForMethod,
  quoteOutsideLimits,
} from '@rampkit/core'

export interface MethodChoice {
  /**
   * Methods the amount misses (quoted at their limit, not choosable): their limit in words
   * (core's `describeQuoteLimit`: `At most €5,000.00`).
   */
  limits: Record<string, string>
  /** The method selected: the current one or the preset while they serve the amount, else the best. */
  method: string | undefined
}

/**
 * A V3 quote lists every method of the currency, one whose limits the amount misses quoted at
 * the limit it missed (core's `quoteOutsideLimits` reads that against `request`, the amount
 * asked). Those are shown with their limit and cannot be chosen; the selection stays on
 * `current` (else `preset`) while it serves the amount, else goes to the best method that does
 * (core's `bestQuote`).
 */
export function chooseMethod(
  quotes: Record<string, QuoteResultForMethod>,
  request: QuoteRequestAmount,
  flow: 'onramp' | 'offramp',
  current: string | undefined,
  preset?: string,
): MethodChoice {
  const limits: Record<string, string> = {}
  for (const [name, quote] of Object.entries(quotes)) {
    const outside = quoteOutsideLimits(quote, request)
    if (outside) limits[name] = describeQuoteLimit(outside)
  }
  const choosable = (name: string | undefined): name is string =>
    name !== undefined && quotes[name] !== undefined && limits[name] === undefined
  // The quote's method entries without `asset`, which bestQuote skips anyway (it reads every
  // entry and keeps the well-formed quotes), so the missing key changes nothing.
  const entries = quotes as unknown as OnrampQuoteResult
  const best = bestQuote(entries, { flow, request })?.method
  const method = [current, preset, best].find(choosable)
  return { limits, method }
}
