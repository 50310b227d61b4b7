import { HostApiError } from '@rampkit/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteErrorMessage } from './quoteErrorMessage.js'

describe('quoteErrorMessage', () => {
  it('explains rate limiting, with the wait when the service gave one', () => {
    const limited = (retryAfterMs?: number) =>
      new HostApiError('Too many requests', { status: 429, code: 'RATE_LIMITED', retryAfterMs })
    expect(quoteErrorMessage(limited(2000))).toBe(
      'Too many price requests right now: trying again in 2 s.',
    )
    expect(quoteErrorMessage(limited(1001))).toBe(
      'Too many price requests right now: trying again in 2 s.',
    )
    expect(quoteErrorMessage(limited())).toBe(
      'Too many price requests right now: trying again shortly.',
    )
    // A 429 under another code is rate limiting too.
    const other = new HostApiError('slow down', { status: 429, code: 'HTTP_429' })
    expect(quoteErrorMessage(other)).toMatch(/^Too many price requests/)
  })

  it.each(['NETWORK_ERROR', 'TIMEOUT'])('explains %s as an unreachable service', (code) => {
    expect(quoteErrorMessage(new HostApiError('x', { status: 0, code }))).toBe(
      'The price service cannot be reached. Check your connection; we keep trying.',
    )
  })

  it("passes any other error's message through", () => {
    expect(quoteErrorMessage(new HostApiError('Unknown asset', { status: 400, code: 'X' }))).toBe(
      'Unknown asset',
    )
    fc.assert(
      fc.property(fc.string(), (message) => {
        expect(quoteErrorMessage(new Error(message))).toBe(message)
      }),
    )
  })
})
