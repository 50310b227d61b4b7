import type { AssetInfo } from '@rampkit/core'
import {
  formatCrypto,
  formatFiat,
  quoteErrorMessage,
  quoteRows,
  quotesAnnouncement,
} from '@rampkit/example-shared'
import type { QuoteHookResult } from '@rampkit/react'

interface Props {
  quote: QuoteHookResult<'onramp'>
  asset?: AssetInfo
  /** Why there are no params (e.g. an amount outside the limits), when there are none. */
  idleReason?: string
}

/**
 * One row per payment method, named for people: what the user pays and gets, or the method's
 * limit when the amount is outside it; the best price marked (every method that ties on it).
 */
export function QuotesTable({ quote, asset, idleReason }: Props) {
  const { rows: methods } = quoteRows(quote.data, quote.params)
  const loading = quote.status === 'loading' || quote.isFetching
  return (
    <section className="quotes" aria-labelledby="quotes-title">
      <div className="section-head">
        <h2 id="quotes-title">Quotes</h2>
        <span role="status" className="muted">
          {quotesAnnouncement(quote)}
        </span>
      </div>
      {quote.status === 'error' && (
        <p role="alert" className="error">
          {quoteErrorMessage(quote.error)}
        </p>
      )}
      {quote.status === 'idle' && <p className="muted">{idleReason ?? 'Choose an amount.'}</p>}
      <table aria-labelledby="quotes-title" aria-busy={loading}>
        <thead>
          <tr>
            <th scope="col">Payment method</th>
            <th scope="col">You pay</th>
            <th scope="col">You get</th>
            <th scope="col">Fee</th>
            <th scope="col">
              <span className="visually-hidden">Best</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {methods.map(({ method, label, quote: q, limit, isBest }) =>
            limit ? (
              <tr key={method} className="outside-limits">
                <td>{label}</td>
                <td colSpan={3} className="muted">
                  {limit} per purchase
                </td>
                <td />
              </tr>
            ) : (
              <tr key={method} className={isBest ? 'best' : undefined}>
                <td>{label}</td>
                <td>
                  <data value={q.fiatValue}>{formatFiat(q.fiatValue, q.fiatCurrency)}</data>
                </td>
                <td>
                  <data value={q.cryptoAmount}>
                    {asset
                      ? formatCrypto(q.cryptoAmount, asset.decimals, asset.symbol)
                      : q.cryptoAmount}
                  </data>
                </td>
                <td>{formatFiat(q.appliedFee, q.fiatCurrency)}</td>
                <td>{isBest && <strong className="badge">Best price</strong>}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
      {methods.length === 0 && quote.status !== 'idle' && (
        <p className="muted">
          {quote.status === 'loading' ? 'Loading quotes…' : 'No quotes to show.'}
        </p>
      )}
    </section>
  )
}
