// The delivery log: one row per attempt, its detail (request and answer) on demand.
import { actionButton, clock, h } from './dom.js'
import type { PausedDestination, WebhookAttempt } from './model.js'

export interface DeliveryActions {
  replay(deliveryId: string): void
  retryNow(deliveryId: string): void
  toggle(key: string): void
}

export function attemptKey(attempt: WebhookAttempt): string {
  return `${attempt.deliveryId}:${attempt.attempt}`
}

/** The row of one attempt and, when open, the row of its detail. */
export function attemptRows(
  attempt: WebhookAttempt,
  options: { open: boolean; newestOfItsCall: boolean },
  actions: DeliveryActions,
): HTMLTableRowElement[] {
  const key = attemptKey(attempt)
  const call = `${attempt.kind} ${attempt.type} ${attempt.id}`
  const detailId = `detail-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`
  const waiting = attempt.outcome === 'retrying' && options.newestOfItsCall
  const row = h(
    'tr',
    { 'data-delivery': attempt.deliveryId },
    h('td', {}, h('time', { datetime: attempt.time }, clock(attempt.time))),
    h('td', {}, call, attempt.replayOf && h('span', { class: 'muted' }, ' (replay)')),
    h('td', {}, String(attempt.attempt)),
    h(
      'td',
      { class: `outcome-${attempt.outcome}` },
      attempt.outcome,
      waiting && h('span', { class: 'muted waiting' }, ` (${waitingText(attempt)})`),
    ),
    h('td', {}, attempt.status === null ? '—' : String(attempt.status)),
    h('td', {}, `${attempt.durationMs} ms`),
    h('td', { class: 'id' }, attempt.url),
    h(
      'td',
      {},
      h(
        'button',
        {
          type: 'button',
          'aria-expanded': String(options.open),
          'aria-controls': detailId,
          'aria-label': `Details of ${call}, attempt ${attempt.attempt}`,
          onclick: () => actions.toggle(key),
        },
        'Details',
      ),
      actionButton('Replay', `Replay ${call}`, () => actions.replay(attempt.deliveryId)),
      waiting &&
        actionButton('Retry now', `Retry ${call} now`, () => actions.retryNow(attempt.deliveryId)),
    ),
  )
  if (!options.open) return [row]
  const detail = h(
    'tr',
    { id: detailId, class: 'detail' },
    h(
      'td',
      { colspan: '8' },
      h('h3', {}, 'Request'),
      h(
        'pre',
        {},
        `POST ${attempt.url}\ncontent-type: application/json\nx-body-signature: (signed)\n\n${pretty(attempt.body)}`,
      ),
      h('h3', {}, 'Answer'),
      h(
        'pre',
        {},
        attempt.status === null
          ? (attempt.error ?? 'no answer')
          : `${attempt.status}${attempt.error ? ` (${attempt.error})` : ''}\n\n${attempt.answerBody === null ? '' : prettyText(attempt.answerBody)}`,
      ),
      attempt.nextAttemptAt &&
        h(
          'p',
          {},
          `Next attempt at ${clock(attempt.nextAttemptAt)}: ${waitingText(attempt)}${
            attempt.retryBasis === 'retry-after'
              ? ', as the receiver asked (Retry-After)'
              : attempt.retryBasis === 'backoff'
                ? ' (exponential backoff with jitter)'
                : ''
          }`,
        ),
    ),
  )
  return [row, detail]
}

/**
 * Why and when a call waits for its retry: `429, retry in 1 s at 10:00:03`, or
 * `network error: ECONNREFUSED, retry in 3.2 s at …`.
 */
export function waitingText(attempt: WebhookAttempt): string {
  const why = attempt.status === null ? (attempt.error ?? 'failed') : String(attempt.status)
  const wait = attempt.retryInMs === null ? '' : ` in ${seconds(attempt.retryInMs)}`
  const at = attempt.nextAttemptAt === null ? '' : ` at ${clock(attempt.nextAttemptAt)}`
  return `${why}, retry${wait}${at}`
}

function seconds(ms: number): string {
  const s = ms / 1000
  return `${s >= 10 || Number.isInteger(s) ? Math.round(s) : s.toFixed(1)} s`
}

function pretty(value: unknown): string {
  return JSON.stringify(value, null, 2)
}

function prettyText(text: string): string {
  try {
    return pretty(JSON.parse(text))
  } catch {
    return text
  }
}

/**
 * A paused destination and the calls waiting for it: `3 calls wait for http://127.0.0.1:8788:
 * paused until 10:00:03 (it answered unavailable)`.
 */
export function pausedText({ destination, waiting, until }: PausedDestination): string {
  const calls = waiting === 1 ? '1 call waits' : `${waiting} calls wait`
  return `${calls} for ${destination}: paused until ${clock(until)} (it answered unavailable; one call probes it then)`
}
