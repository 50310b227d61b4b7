import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rateLimiter.js'

describe('rate limiter', () => {
  it('allows a burst of N per second per client, then says when to retry', () => {
    let now = 0
    const limiter = createRateLimiter(3, () => now)
    expect([1, 2, 3].map(() => limiter.take('a').ok)).toEqual([true, true, true])
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterSeconds: 1 })
    expect(limiter.take('b').ok).toBe(true) // another client has its own bucket
    now += 340 // one token back after 1/3 s
    expect(limiter.take('a').ok).toBe(true)
    expect(limiter.take('a').ok).toBe(false)
    limiter.reset()
    expect(limiter.take('a').ok).toBe(true)
  })

  it('0 turns limiting off', () => {
    const limiter = createRateLimiter(0, () => 0)
    for (let i = 0; i < 100; i++) expect(limiter.take('a').ok).toBe(true)
  })

  it('a clock going backwards never adds tokens', () => {
    let now = 10_000
    const limiter = createRateLimiter(1, () => now)
    expect(limiter.take('a').ok).toBe(true)
    now = 0
    expect(limiter.take('a').ok).toBe(false)
  })

  it('drops idle buckets when many clients appear', () => {
    let now = 0
    const limiter = createRateLimiter(2, () => now)
    for (let i = 0; i < 10_050; i++) limiter.take(`client-${i}`)
    now = 5_000
    expect(limiter.take('fresh').ok).toBe(true)
    expect(limiter.take('client-1').ok).toBe(true)
  })
})
