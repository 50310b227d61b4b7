import type { OnrampQuoteResult, QuoteRequestAmount } from '@rampkit/core'
import { formatCrypto } from './format.js'
import { quoteRows } from './quoteRows.js'

/** The parts of a quote hook's result (any framework's) the announcement reads. */
export interface AnnouncedQuote {
  status: 'idle' | 'loading' | 'success' | 'error'
  isFetching: boolean
  data?: OnrampQuoteResult | undefined
  params?: QuoteRequestAmount | null | undefined
  updatedAt?: number | undefined
}

/**
 * What the quotes' live region says: "Updating quotes…" while they load, then, once they
 * settle, the best price ("Best price: 0.030003125 ETH by Card"), so a screen reader user hears
 * the result without reading the table. Empty before any quote and on an error (its alert
 * speaks instead).
 */
export function quotesAnnouncement(quote: AnnouncedQuote): string {
  if (quote.status === 'loading' || quote.isFetching) return 'Updating quotes…'
  if (quote.status !== 'success' || !quote.data) return ''
  const best = quoteRows(quote.data, quote.params).rows.filter((row) => row.isBest)
  const first = best[0]
  if (!first) return 'No payment method takes this amount.'
  const { decimals, symbol } = quote.data.asset
  // Methods that tie are all named: "by Card or Apple Pay".
  const methods = orList(best.map((row) => row.label))
  return `Best price: ${formatCrypto(first.quote.cryptoAmount, decimals, symbol)} by ${methods}`
}

/**
 * "A", "A or B", "A, B, or C": what `Intl.ListFormat('en', { type: 'disjunction' })` says,
 * written out because Hermes (the Expo example's engine) has no `Intl.ListFormat`.
 */
function orList(items: string[]): string {
  if (items.length <= 2) return items.join(' or ')
  return `${items.slice(0, -1).join(', ')}, or ${items.at(-1)}`
}
