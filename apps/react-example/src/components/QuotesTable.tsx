import { type AssetInfo, bestQuote, isHostApiError, type QuoteResultForMethod } from '@rampkit/core'
import type { QuoteHookResult } from '@rampkit/react'
import { formatCrypto, formatFiat } from '../format.js'

interface Props {
  quote: QuoteHookResult<'onramp'>
  asset?: AssetInfo
  /** Why there are no params (e.g. an amount outside the limits), when there are none. */
  idleReason?: string
}

/** What went wrong, in words for the user. */
export function quoteErrorMessage(error: Error): string {
  if (isHostApiError(error, 'RATE_LIMITED') || (isHostApiError(error) && error.status === 429)) {
    const wait = error.retryAfterMs ? ` in ${Math.ceil(error.retryAfterMs / 1000)} s` : ' shortly'
    return `Too many price requests right now: trying again${wait}.`
  }
  if (isHostApiError(error, 'NETWORK_ERROR') || isHostApiError(error, 'TIMEOUT')) {
    return 'The price service cannot be reached. Check your connection; we keep trying.'
  }
  return error.message
}

/** One row per payment method: what the user pays and gets; the best one marked. */
export function QuotesTable({ quote, asset, idleReason }: Props) {
  const data = quote.data
  const methods = data
    ? (Object.entries(data).filter(([name]) => name !== 'asset') as [
        string,
        QuoteResultForMethod,
      ][])
    : []
  const best = data ? bestQuote(data, { flow: 'onramp' })?.method : undefined
  const loading = quote.status === 'loading' || quote.isFetching
  return (
    <section className="quotes" aria-labelledby="quotes-title">
      <div className="section-head">
        <h2 id="quotes-title">Quotes</h2>
        <span role="status" className="muted">
          {loading ? 'Updating quotes…' : quote.updatedAt ? 'Up to date' : ''}
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
          {methods.map(([name, q]) => (
            <tr key={name} className={name === best ? 'best' : undefined}>
              <td>{name}</td>
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
              <td>{name === best && <strong className="badge">Best price</strong>}</td>
            </tr>
          ))}
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
