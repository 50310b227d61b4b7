import { describeWidgetEvent } from '@rampkit/core'
import { formatTime, type LoggedEvent } from '@rampkit/example-shared'

/** Widget events, newest first, as sentences (view tokens are never shown). */
export function EventLog({ entries }: { entries: readonly LoggedEvent[] }) {
  return (
    <section className="card" aria-labelledby="log-title">
      <h2 id="log-title">Event log</h2>
      {entries.length === 0 && <p className="muted">No widget events yet.</p>}
      <ol className="log" aria-labelledby="log-title" reversed>
        {[...entries].reverse().map(({ n, at, source, event }) => (
          <li key={n}>
            <time dateTime={at.toISOString()}>{formatTime(at)}</time>{' '}
            <span className="tag">{source}</span> <code>{event.type}</code>{' '}
            <span>{describeWidgetEvent(event)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
