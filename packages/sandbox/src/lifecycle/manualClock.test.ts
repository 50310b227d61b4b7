import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createManualClock } from './manualClock.js'

describe('createManualClock', () => {
  it('fires timers only when advanced, each at its own time, in order', async () => {
    const clock = createManualClock(1000)
    const fired: [string, number][] = []
    clock.timers.setTimeout(() => fired.push(['b', clock.now()]), 200)
    clock.timers.setTimeout(() => fired.push(['a', clock.now()]), 100)
    clock.timers.setTimeout(() => fired.push(['c', clock.now()]), 200)
    expect(fired).toEqual([])
    await clock.advance(150)
    expect(fired).toEqual([['a', 1100]])
    expect(clock.now()).toBe(1150)
    await clock.advance(50)
    expect(fired).toEqual([
      ['a', 1100],
      ['b', 1200],
      ['c', 1200],
    ])
    expect(clock.pending()).toBe(0)
  })

  it('fires a timer armed by another one when it falls due within the same advance', async () => {
    const clock = createManualClock(0)
    const fired: number[] = []
    clock.timers.setTimeout(() => {
      fired.push(clock.now())
      clock.timers.setTimeout(() => fired.push(clock.now()), 30)
    }, 10)
    await clock.advance(100)
    expect(fired).toEqual([10, 40])
    expect(clock.now()).toBe(100)
  })

  it('forgets cleared timers and clear() leaves none', async () => {
    const clock = createManualClock(0)
    let fired = 0
    const handle = clock.timers.setTimeout(() => fired++, 10)
    clock.timers.clearTimeout(handle)
    clock.timers.setTimeout(() => fired++, 20)
    clock.clear()
    await clock.advance(100)
    expect(fired).toBe(0)
    expect(clock.pending()).toBe(0)
  })

  it('awaits `between` after each timer', async () => {
    const clock = createManualClock(0)
    const log: string[] = []
    clock.timers.setTimeout(() => log.push('first'), 1)
    clock.timers.setTimeout(() => log.push('second'), 2)
    await clock.advance(5, async () => {
      await Promise.resolve()
      log.push('settled')
    })
    expect(log).toEqual(['first', 'settled', 'second', 'settled'])
  })

  it('refuses a negative, infinite or NaN step and a bad start', async () => {
    const clock = createManualClock(0)
    for (const ms of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(clock.advance(ms)).rejects.toThrow(RangeError)
    }
    expect(() => createManualClock(Number.NaN)).toThrow(RangeError)
  })

  it('property: timers fire in (due time, arming order) order, each once, none early', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(1000), { maxLength: 30 }),
        fc.array(fc.nat(400), { minLength: 1, maxLength: 5 }),
        async (delays, steps) => {
          const clock = createManualClock(0)
          const fired: { index: number; at: number }[] = []
          for (const [index, delay] of delays.entries()) {
            clock.timers.setTimeout(() => fired.push({ index, at: clock.now() }), delay)
          }
          for (const step of steps) await clock.advance(step)
          const total = steps.reduce((sum, step) => sum + step, 0)
          const expected = delays
            .map((delay, index) => ({ index, at: delay }))
            .filter(({ at }) => at <= total)
            .sort((a, b) => a.at - b.at || a.index - b.index)
          expect(fired).toEqual(expected)
          expect(clock.pending()).toBe(delays.length - expected.length)
        },
      ),
    )
  })
})
