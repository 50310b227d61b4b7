import { describe, expect, it } from 'vitest'
import { checkDelay } from './checkDelay.js'

describe('checkDelay', () => {
  it('gives the fallback for undefined and the value for a delay setTimeout honours', () => {
    expect(checkDelay('debounceMs', undefined, 300)).toBe(300)
    expect(checkDelay('debounceMs', 0, 300)).toBe(0)
    expect(checkDelay('debounceMs', 2 ** 31 - 1, 300)).toBe(2 ** 31 - 1)
  })

  it('refuses what setTimeout would mangle, naming the option', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31, '5' as never]) {
      expect(() => checkDelay('intervalMs', bad, 0)).toThrow(RangeError)
      expect(() => checkDelay('intervalMs', bad, 0)).toThrow(/^intervalMs must be/)
    }
  })
})
