import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BASE_DELAY_MS, backoffMs, MAX_DELAY_MS, parseRetryAfter } from './retryDelay.js'

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-20T10:00:00Z')

  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('0', now)).toBe(0)
    expect(parseRetryAfter(' 120 ', now)).toBe(120_000)
    expect(parseRetryAfter('Fri, 20 Nov 2026 10:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('Fri, 20 Nov 2026 09:00:00 GMT', now)).toBe(0)
  })

  it.each([null, '', 'soon', '-5', '1.5e3'])('gives undefined for %j', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined()
  })
})

describe('backoffMs', () => {
  it('doubles per attempt, jittered between half and all of the step, capped', () => {
    fc.assert(
      fc.property(
        fc.nat(40),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, r) => {
          const step = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt)
          const ms = backoffMs(attempt, () => r)
          expect(ms).toBeGreaterThanOrEqual(step / 2)
          expect(ms).toBeLessThanOrEqual(step)
        },
      ),
    )
  })
})
