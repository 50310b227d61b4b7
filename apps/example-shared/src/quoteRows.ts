import {
  bestQuote,
  describeQuoteLimit,
  methodLabel,
  type OnrampQuoteResult,
  type QuoteRequestAmount,
  type QuoteResultForMethod,
  quoteOutsideLimits,
} from '@rampkit/core'

export interface QuoteRow {
  /** The API's method name (`CARD_PAYMENT`). */
  method: string
  /** The name as people read it (`Card`), from core's `methodLabel`: the row's first cell. */
  label: string
  quote: QuoteResultForMethod
  /**
   * When the amount is outside this method's limits, that limit in words ("At most €5,000.00",
   * core's `describeQuoteLimit`);
   * the quote is then the one at the limit, not for the amount, so the page shows this instead.
   */
  limit?: string
  /**
   * This method gives the best price: core's `bestQuote`, and every other method quoted at
   * exactly that price (two methods that tie are both the best, whatever their order).
   */
  isBest: boolean
}

export interface QuoteRows {
  /** One row per payment method, in the API's order. */
  rows: QuoteRow[]
}

/**
 * The quotes table's rows: every payment method of an on-ramp quote, named for people, those
 * the amount asked for (`request`: the quote params) misses carrying their limit, and the best
 * of the others marked (all of them when several tie).
 */
export function quoteRows(
  data: OnrampQuoteResult | undefined,
  request?: QuoteRequestAmount | null,
): QuoteRows {
  if (!data) return { rows: [] }
  const best = bestQuote(data, { flow: 'onramp', request })
  const rows = (
    Object.entries(data).filter(([name]) => name !== 'asset') as [string, QuoteResultForMethod][]
  ).map(([method, quote]): QuoteRow => {
    const outside = request ? quoteOutsideLimits(quote, request) : undefined
    const isBest = !outside && best !== undefined && samePrice(quote, best.quote)
    const row: QuoteRow = { method, label: methodLabel(method), quote, isBest }
    if (outside) row.limit = describeQuoteLimit(outside)
    return row
  })
  return { rows }
}

// The same crypto per fiat, compared as core's bestQuote compares: cross-multiplied, fiat in
// micro-units, so no division rounds two different prices into one.
function samePrice(a: QuoteResultForMethod, b: QuoteResultForMethod): boolean {
  const micro = (fiat: number) => BigInt(Math.round(fiat * 1_000_000))
  return BigInt(a.cryptoAmount) * micro(b.fiatValue) === BigInt(b.cryptoAmount) * micro(a.fiatValue)
}
