import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rateLimiter'

describe('createRateLimiter', () => {
  it('lets a burst of `limit` through, then refuses with Retry-After, then refills', () => {
    let time = 0
    const limiter = createRateLimiter(3, () => time)
    expect([1, 2, 3].map(() => limiter.take('a').ok)).toEqual([true, true, true])
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 })
    expect(limiter.take('b').ok).toBe(true)
    time += 1000
    expect(limiter.take('a').ok).toBe(true)
  })

  it('refund gives a token back, never beyond the limit', () => {
    const limiter = createRateLimiter(2, () => 0)
    expect(limiter.take('a').ok).toBe(true)
    expect(limiter.take('a').ok).toBe(true)
    expect(limiter.take('a').ok).toBe(false)
    limiter.refund('a')
    expect(limiter.take('a').ok).toBe(true)
    expect(limiter.take('a').ok).toBe(false)
    limiter.refund('a')
    limiter.refund('a')
    limiter.refund('a')
    limiter.refund('unknown')
    expect([1, 2, 3].map(() => limiter.take('a').ok)).toEqual([true, true, false])
  })

  it('clear forgets every client: each starts again with a full bucket', () => {
    const limiter = createRateLimiter(2, () => 0)
    for (const client of ['a', 'b']) {
      expect([1, 2, 3].map(() => limiter.take(client).ok)).toEqual([true, true, false])
    }
    limiter.clear()
    for (const client of ['a', 'b']) {
      expect([1, 2, 3].map(() => limiter.take(client).ok)).toEqual([true, true, false])
    }
  })

  it('a clock going backwards never adds tokens', () => {
    let time = 10_000
    const limiter = createRateLimiter(1, () => time)
    expect(limiter.take('a').ok).toBe(true)
    time = 0
    expect(limiter.take('a').ok).toBe(false)
  })

  it('drops idle (full) buckets first when many clients appear', () => {
    let time = 0
    const limiter = createRateLimiter(2, () => time)
    for (let i = 0; i < 10_050; i++) limiter.take(`client-${i}`)
    time = 5_000
    expect(limiter.take('fresh').ok).toBe(true)
    expect(limiter.take('client-1').ok).toBe(true)
  })

  it('is off at 0', () => {
    const limiter = createRateLimiter(0)
    for (let i = 0; i < 1000; i++) expect(limiter.take('a').ok).toBe(true)
  })

  it('never admits more than limit × (1 + seconds) requests of one client (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 300 }),
        (limit, gaps) => {
          let time = 0
          const limiter = createRateLimiter(limit, () => time)
          let admitted = 0
          for (const gap of gaps) {
            time += gap
            if (limiter.take('client').ok) admitted++
          }
          expect(admitted).toBeLessThanOrEqual(Math.ceil(limit * (1 + time / 1000)))
        },
      ),
    )
  })

  it('keeps working for many more clients than it keeps buckets for', () => {
    const limiter = createRateLimiter(1, () => 0)
    for (let i = 0; i < 25_000; i++) expect(limiter.take(`10.0.${i >> 8}.${i & 255}`).ok).toBe(true)
    // The newest clients keep their (empty) buckets.
    expect(limiter.take('10.0.97.167').ok).toBe(false)
  })
})
