import { generateKeyPairSync } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { secp256k1Point } from './secp256k1Point.js'

describe('secp256k1Point', () => {
  it('is the curve of @noble/curves/secp256k1.js (same field, order, generator)', () => {
    const Point = secp256k1Point()
    expect(Point.CURVE()).toEqual(secp256k1.Point.CURVE())
    expect(Point.BASE.toBytes()).toEqual(secp256k1.Point.BASE.toBytes())
    expect(
      Point.BASE.multiply(Point.Fn.ORDER - 1n)
        .add(Point.BASE)
        .is0(),
    ).toBe(true)
  })

  it('is built once', () => {
    expect(secp256k1Point()).toBe(secp256k1Point())
  })

  it('reads the points Node writes and multiplies as the full library does (property)', () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
    const jwk = publicKey.export({ format: 'jwk' })
    const encoded = new Uint8Array([
      0x04,
      ...Buffer.from(jwk.x ?? '', 'base64url'),
      ...Buffer.from(jwk.y ?? '', 'base64url'),
    ])
    const Point = secp256k1Point()
    const key = Point.fromBytes(encoded)
    expect(key.toBytes(false)).toEqual(encoded)
    const reference = secp256k1.Point.fromBytes(encoded)
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: Point.Fn.ORDER - 1n }), (scalar) => {
        expect(key.multiply(scalar).toBytes()).toEqual(reference.multiply(scalar).toBytes())
      }),
      { numRuns: 30 },
    )
  })
})
