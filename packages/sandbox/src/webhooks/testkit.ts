// Test data for the webhook deliveries' tests (the dispatcher's records, the dashboard's rows).
import type { WebhookAttempt } from './createWebhookDispatcher.js'

/** A first attempt that the receiver answered 429 and that is retried in a second. */
export function webhookAttempt(overrides: Partial<WebhookAttempt> = {}): WebhookAttempt {
  return {
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
    ...overrides,
  }
}
