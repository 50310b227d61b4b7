import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { stableKey } from './stableKey.js'

describe('stableKey', () => {
  it('ignores key order and undefined fields', () => {
    expect(stableKey({ b: 1, a: { d: [1, 'x'], c: true } })).toBe(
      stableKey({ a: { c: true, d: [1, 'x'] }, b: 1, e: undefined }),
    )
    expect(stableKey({ a: 1 })).toBe('{"a":1}')
  })

  it('keeps values apart that JSON would merge', () => {
    const keys = [
      null,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      1n,
      '1',
      1,
      [],
      {},
    ]
    expect(new Set(keys.map((value) => stableKey({ value }))).size).toBe(keys.length)
  })

  it('throws a TypeError on a cycle but accepts shared references', () => {
    const shared = { x: 1 }
    expect(stableKey({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}')
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(() => stableKey(cyclic)).toThrow(TypeError)
  })

  it('is equal exactly when the JSON values are deeply equal', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const equal = stableKey(a) === stableKey(b)
        // JSON parse/stringify drops -0 -> 0 differences the same way stableKey does.
        expect(equal).toBe(isDeepStrictEqualJson(a, b))
      }),
    )
  })

  it('does not depend on key insertion order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (record) => {
        const reversed = Object.fromEntries(Object.entries(record).reverse())
        expect(stableKey(reversed)).toBe(stableKey(record))
      }),
    )
  })
})

function isDeepStrictEqualJson(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  return ka.every(
    (k) =>
      Object.hasOwn(b, k) &&
      isDeepStrictEqualJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  )
}
