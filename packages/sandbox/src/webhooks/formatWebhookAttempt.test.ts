import { describe, expect, it } from 'vitest'
import { formatWebhookAttempt } from './formatWebhookAttempt.js'
import { webhookAttempt } from './testkit.js'

const retrying = webhookAttempt()

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
