import { bestQuote, type OnrampQuoteResult, type QuoteResultForMethod } from '@rampkit/core'

export interface QuoteRows {
  /** One `[method, quote]` per payment method, in the API's order. */
  rows: [string, QuoteResultForMethod][]
  /** The method that serves the user best (core's `bestQuote`), if any. */
  best: string | undefined
}

/** The quotes table's rows: every payment method of an on-ramp quote, the best one named. */
export function quoteRows(data: OnrampQuoteResult | undefined): QuoteRows {
  if (!data) return { rows: [], best: undefined }
  const rows = Object.entries(data).filter(([name]) => name !== 'asset') as [
    string,
    QuoteResultForMethod,
  ][]
  return { rows, best: bestQuote(data, { flow: 'onramp' })?.method }
}
