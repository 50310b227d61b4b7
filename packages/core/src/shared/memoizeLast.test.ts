import { describe, expect, it, vi } from 'vitest'
import { memoizeLast } from './memoizeLast.js'

describe('memoizeLast', () => {
  it('computes again only when an argument is another object', () => {
    const compute = vi.fn((a: object, b: object) => ({ a, b }))
    const view = memoizeLast(compute)
    const a = {}
    const b = {}
    const first = view(a, b)
    expect(view(a, b)).toBe(first)
    expect(compute).toHaveBeenCalledOnce()
    expect(view(a, {})).not.toBe(first)
    expect(view({ ...a }, b)).not.toBe(first)
    expect(compute).toHaveBeenCalledTimes(3)
  })
})
