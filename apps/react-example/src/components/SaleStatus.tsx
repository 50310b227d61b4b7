import { formatCrypto, formatFiat } from '@rampkit/example-shared'
import type { SaleHookResult } from '@rampkit/react'

/**
 * The last sale: its details from the host API, its status from the webhook receiver (the
 * host API gives none; the page never guesses one).
 */
export function SaleStatus({ sale }: { sale: SaleHookResult }) {
  const details = sale.sale
  return (
    <section className="card" aria-labelledby="sale-status-title">
      <div className="section-head">
        <div className="title-line">
          <h2 id="sale-status-title">Sale status</h2>
          {/* Always here, empty until there is a sale: a live region added with its first words
              is not reliably announced. */}
          <span>
            <output className={details ? `pill ${sale.isFinal ? 'final' : ''}` : undefined}>
              {details && (sale.saleStatus ?? 'Waiting for a webhook')}
            </output>
            {details && sale.isFinal ? ' (final)' : ''}
          </span>
        </div>
      </div>
      {sale.status === 'idle' && (
        <p className="muted">No sale yet: sell some crypto to follow it here.</p>
      )}
      {sale.status === 'loading' && <p>Loading the sale…</p>}
      {details && (
        <dl className="status">
          <dt>Sale</dt>
          <dd>
            <code>{details.id}</code>
          </dd>
          <dt>Amount</dt>
          <dd>
            {formatCrypto(
              details.crypto.amount,
              details.crypto.assetInfo.decimals,
              details.crypto.assetInfo.symbol,
            )}{' '}
            for {formatFiat(details.fiat.amount, details.fiat.currencySymbol)}
          </dd>
        </dl>
      )}
      {sale.status === 'error' && (
        <p role="alert" className="error">
          The sale cannot be read: {sale.error.message}
        </p>
      )}
      {sale.statusError && (
        <p className="muted">The webhook receiver could not be read; trying again.</p>
      )}
    </section>
  )
}
