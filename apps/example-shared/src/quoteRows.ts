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
}

export interface QuoteRows {
  /** One row per payment method, in the API's order. */
  rows: QuoteRow[]
  /** The method that serves the amount best (core's `bestQuote`), if any. */
  best: string | undefined
}

/**
 * The quotes table's rows: every payment method of an on-ramp quote, named for people, those
 * the amount asked for (`request`: the quote params) misses carrying their limit, and the best
 * of the others named.
 */
export function quoteRows(
  data: OnrampQuoteResult | undefined,
  request?: QuoteRequestAmount | null,
): QuoteRows {
  if (!data) return { rows: [], best: undefined }
  const rows = (
    Object.entries(data).filter(([name]) => name !== 'asset') as [string, QuoteResultForMethod][]
  ).map(([method, quote]): QuoteRow => {
    const outside = request ? quoteOutsideLimits(quote, request) : undefined
    const row: QuoteRow = { method, label: methodLabel(method), quote }
    if (outside) row.limit = describeQuoteLimit(outside)
    return row
  })
  return { rows, best: bestQuote(data, { flow: 'onramp', request })?.method }
}
