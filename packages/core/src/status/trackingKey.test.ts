import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { trackingKey } from './trackingKey.js'

describe('trackingKey', () => {
  it('is undefined for nothing, and equal for the same id + token however they come', () => {
    expect(trackingKey(null)).toBe(undefined)
    expect(trackingKey(undefined)).toBe(undefined)
    const stored = trackingKey({ id: 'p1', secret: 't' })
    expect(trackingKey({ id: 'p1', secret: 't' })).toBe(stored)
    expect(trackingKey({ id: 'p1', secret: 'u' })).not.toBe(stored)
    expect(trackingKey({ purchase: { id: 'p1' }, purchaseViewToken: 't' })).toBe(
      trackingKey({ purchase: { id: 'p1', status: 'X' }, purchaseViewToken: 't', apiUrl: 'a' }),
    )
    expect(trackingKey({ sale: { id: 's1' }, saleViewToken: 't' })).not.toBe(
      trackingKey({ purchase: { id: 's1' }, purchaseViewToken: 't' }),
    )
  })

  it('never throws, and tells apart any two different id + token pairs', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => trackingKey(input)).not.toThrow()
      }),
    )
    fc.assert(
      fc.property(
        fc.tuple(fc.string({ minLength: 1 }), fc.string({ minLength: 1 })),
        fc.tuple(fc.string({ minLength: 1 }), fc.string({ minLength: 1 })),
        ([id1, s1], [id2, s2]) => {
          fc.pre(id1 !== id2 || s1 !== s2)
          fc.pre(!id1.includes('\n') && !id2.includes('\n'))
          const a = trackingKey({ id: id1, secret: s1 })
          const b = trackingKey({ id: id2, secret: s2 })
          expect(a).not.toBe(b)
        },
      ),
    )
  })
})
