import { isFinalPurchaseStatus, type PurchaseTrackerSnapshot } from '@rampkit/core'
import { formatCrypto, formatFiat, formatTime } from '@rampkit/example-shared'

interface Props {
  snapshot?: PurchaseTrackerSnapshot
  refresh?: () => Promise<void>
}

/** The last purchase: its status read with the view token until final. */
export function PurchaseStatus({ snapshot, refresh }: Props) {
  const purchase = snapshot?.purchase
  return (
    <section className="card" aria-labelledby="status-title">
      <div className="section-head">
        <h2 id="status-title">Purchase status</h2>
        {refresh && (
          <button type="button" onClick={() => void refresh()} disabled={snapshot?.isFetching}>
            Refresh status
          </button>
        )}
      </div>
      {!snapshot && <p className="muted">No purchase yet: buy some crypto to follow it here.</p>}
      {snapshot?.status === 'loading' && <p>Loading the purchase…</p>}
      {purchase && (
        <dl className="status">
          <dt>Status</dt>
          <dd>
            <output className={`pill ${isFinalPurchaseStatus(purchase.status) ? 'final' : ''}`}>
              {purchase.status}
            </output>
            {snapshot?.isFinal ? ' (final)' : snapshot?.isFetching ? ' (checking…)' : ''}
          </dd>
          <dt>Purchase</dt>
          <dd>
            <code>{purchase.id}</code>
          </dd>
          <dt>Amount</dt>
          <dd>
            {formatCrypto(purchase.cryptoAmount, purchase.asset.decimals, purchase.asset.symbol)}{' '}
            for {formatFiat(purchase.fiatValue, purchase.fiatCurrency)} by{' '}
            {purchase.paymentMethodType}
          </dd>
          <dt>Updated</dt>
          <dd>
            <time dateTime={purchase.updatedAt}>{formatTime(new Date(purchase.updatedAt))}</time>
          </dd>
          {purchase.finalTxHash && (
            <>
              <dt>Transaction</dt>
              <dd>
                <code className="hash">{purchase.finalTxHash}</code>
              </dd>
            </>
          )}
        </dl>
      )}
      {snapshot?.status === 'error' && (
        <p role="alert" className="error">
          {snapshot.isFinal
            ? `The purchase cannot be read: ${snapshot.error.message}`
            : `Could not refresh the status (${snapshot.error.message}); trying again.`}
        </p>
      )}
    </section>
  )
}
