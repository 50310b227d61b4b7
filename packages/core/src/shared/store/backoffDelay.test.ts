import { describe, expect, it } from 'vitest'
import { backoffDelay } from './backoffDelay.js'

const error = new Error('busy')

describe('backoffDelay', () => {
  it('doubles the interval per failure up to the cap, and waits at least what the failure asks', () => {
    const backoff = { maxMs: 8000 }
    expect([1, 2, 3, 4].map((n) => backoffDelay(1000, n, backoff, error))).toEqual([
      2000, 4000, 8000, 8000,
    ])
    expect(backoffDelay(1000, 1, { maxMs: 8000, retryAfterMs: () => 20_000 }, error)).toBe(20_000)
    // A cap below the interval never makes it shorter.
    expect(backoffDelay(5000, 3, { maxMs: 1000 }, error)).toBe(5000)
    expect(backoffDelay(1000, 1e6, { maxMs: 2 ** 40 }, error)).toBeLessThan(2 ** 31)
  })
})
