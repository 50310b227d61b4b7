import { formatTime, type WebhookLogState } from '@rampkit/example-shared'

/** What the webhook receiver got: the server-side view of the same purchases and sales. */
export function WebhookLog({ state, reload }: { state: WebhookLogState; reload(): void }) {
  return (
    <section className="card" aria-labelledby="webhooks-title">
      <div className="section-head">
        <h2 id="webhooks-title">Webhooks received</h2>
        <button type="button" onClick={reload}>
          Reload webhooks
        </button>
      </div>
      {state.status === 'loading' && <p className="muted">Loading…</p>}
      {state.status === 'error' && <p className="muted">{state.message}</p>}
      {state.status === 'success' && state.data.length === 0 && (
        <p className="muted">No webhook calls yet.</p>
      )}
      {state.status === 'success' && state.data.length > 0 && (
        // A log, not a list: the page's one list is the widget event log.
        <div role="log" className="log" aria-labelledby="webhooks-title">
          {state.data.map((call) => (
            <p key={`${call.kind}:${call.id}:${call.type}`}>
              <time dateTime={call.receivedAt}>{formatTime(new Date(call.receivedAt))}</time>{' '}
              <span className="tag">{call.kind}</span> <code>{call.type}</code> {call.id}
              {call.status ? ` · ${call.status}` : ''}
            </p>
          ))}
        </div>
      )}
    </section>
  )
}
