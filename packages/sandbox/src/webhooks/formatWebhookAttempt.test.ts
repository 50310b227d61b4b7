import { describe, expect, it } from 'vitest'
import type { WebhookAttempt } from './createWebhookDispatcher.js'
import { formatWebhookAttempt } from './formatWebhookAttempt.js'

const retrying: WebhookAttempt = {
  deliveryId: 'd1',
  url: 'http://127.0.0.1:8788/webhooks/purchase',
  kind: 'purchase',
  type: 'CREATED',
  id: 'p1',
  attempt: 1,
  time: '2026-03-01T10:00:00.000Z',
  status: 429,
  error: 'HTTP 429',
  durationMs: 3,
  outcome: 'retrying',
  nextAttemptAt: '2026-03-01T10:00:01.003Z',
  retryInMs: 1000,
  retryBasis: 'retry-after',
  body: {},
  answerBody: null,
  replayOf: null,
}

describe('formatWebhookAttempt', () => {
  it('says how long a retry waits and why', () => {
    expect(formatWebhookAttempt(retrying)).toBe(
      'webhook purchase CREATED p1 → http://127.0.0.1:8788/webhooks/purchase (attempt 1): HTTP 429; retry in 1 s (Retry-After) at 2026-03-01T10:00:01.003Z',
    )
    expect(
      formatWebhookAttempt({
        ...retrying,
        status: null,
        error: 'network error: ECONNREFUSED',
        retryInMs: 3240,
        retryBasis: 'backoff',
      }),
    ).toContain('network error: ECONNREFUSED; retry in 3.2 s (backoff) at ')
  })
})
