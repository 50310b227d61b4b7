import { describe, expect, it } from 'vitest'
import { createPriceClock } from './priceClock.js'

describe('createPriceClock', () => {
  it('follows the clock; held, it stays; stepped, it moves one step; resumed, it goes on from there', () => {
    let now = 1_000
    const clock = createPriceClock(() => now, 5_000)
    expect(clock.at()).toBe(1_000)
    clock.pause()
    now = 60_000
    expect(clock.paused()).toBe(true)
    expect(clock.at()).toBe(1_000)
    clock.step()
    expect(clock.at()).toBe(6_000)
    clock.resume()
    expect(clock.paused()).toBe(false)
    expect(clock.at()).toBe(6_000)
    now = 61_000
    expect(clock.at()).toBe(7_000)
    clock.resume() // not held: nothing changes
    expect(clock.at()).toBe(7_000)
  })
})
