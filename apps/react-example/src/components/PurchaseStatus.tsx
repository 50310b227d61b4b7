import { isFinalPurchaseStatus } from '@rampkit/core'
import { formatCrypto, formatFiat, formatTime } from '@rampkit/example-shared'
import type { PurchaseHookResult } from '@rampkit/react'

/** The last purchase: its status read with the view token until final (usePurchase). */
export function PurchaseStatus({ purchase: snapshot }: { purchase: PurchaseHookResult }) {
  const purchase = snapshot.purchase
  const refresh = snapshot.status === 'idle' ? undefined : snapshot.refresh
  return (
    <section className="card" aria-labelledby="status-title">
      <div className="section-head">
        <div className="title-line">
          <h2 id="status-title">Purchase status</h2>
          {/* Always here, empty until there is a purchase: a live region added with its first
              words is not reliably announced. */}
          <span>
            <output
              className={
                purchase
                  ? `pill ${isFinalPurchaseStatus(purchase.status) ? 'final' : ''}`
                  : undefined
              }
            >
              {purchase?.status}
            </output>
            {purchase &&
              (snapshot.isFinal ? ' (final)' : snapshot.isFetching ? ' (checking…)' : '')}
          </span>
        </div>
        {refresh && (
          <button type="button" onClick={() => void refresh()} disabled={snapshot.isFetching}>
            Refresh status
          </button>
        )}
      </div>
      {snapshot.status === 'idle' && (
        <p className="muted">No purchase yet: buy some crypto to follow it here.</p>
      )}
      {snapshot.status === 'loading' && <p>Loading the purchase…</p>}
      {purchase && (
        <dl className="status">
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
      {snapshot.status === 'error' && (
        <p role="alert" className="error">
          {snapshot.isFinal
            ? `The purchase cannot be read: ${snapshot.error.message}`
            : `Could not refresh the status (${snapshot.error.message}); trying again.`}
        </p>
      )}
    </section>
  )
}
