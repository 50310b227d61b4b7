import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { WidgetEvent } from '../mount/events.js'
import { appendWidgetEvent, DEFAULT_EVENT_LOG_SIZE } from './appendWidgetEvent.js'

const event = (n: number): WidgetEvent => ({
  type: 'WIDGET_EVENT_INVALID',
  payload: { type: `T${n}`, field: 'payload' },
})

describe('appendWidgetEvent', () => {
  it('returns a new frozen log with the event last and leaves the old one alone', () => {
    const log = appendWidgetEvent([], event(1))
    const next = appendWidgetEvent(log, event(2))
    expect(next).toEqual([event(1), event(2)])
    expect(log).toEqual([event(1)])
    expect(Object.isFrozen(next)).toBe(true)
  })

  it('drops the oldest beyond the size', () => {
    let log: readonly WidgetEvent[] = []
    for (let n = 0; n < DEFAULT_EVENT_LOG_SIZE + 5; n++) log = appendWidgetEvent(log, event(n))
    expect(log).toHaveLength(DEFAULT_EVENT_LOG_SIZE)
    expect(log[0]).toEqual(event(5))
    expect(appendWidgetEvent([event(1), event(2), event(3)], event(4), 2)).toEqual([
      event(3),
      event(4),
    ])
  })

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses size %s', (max) => {
    expect(() => appendWidgetEvent([], event(1), max)).toThrow(RangeError)
  })

  it('keeps the newest min(n, max) events in order (property)', () => {
    fc.assert(
      fc.property(fc.nat(30), fc.integer({ min: 1, max: 10 }), (n, max) => {
        let log: readonly number[] = []
        for (let i = 0; i < n; i++) log = appendWidgetEvent(log, i, max)
        const expected = Array.from({ length: n }, (_, i) => i).slice(Math.max(0, n - max))
        expect(log).toEqual(expected)
      }),
    )
  })
})
