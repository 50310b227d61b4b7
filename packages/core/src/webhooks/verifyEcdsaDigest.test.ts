import { createHash, generateKeyPairSync, sign, verify } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { verifyEcdsaDigest } from './verifyEcdsaDigest.js'

const N = secp256k1.Point.CURVE().n
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
const jwk = publicKey.export({ format: 'jwk' })
const point = new Uint8Array([
  0x04,
  ...Buffer.from(jwk.x ?? '', 'base64url'),
  ...Buffer.from(jwk.y ?? '', 'base64url'),
])

const digestOf = (message: Uint8Array) =>
  new Uint8Array(createHash('sha256').update(message).digest())

// The reference: the full library's verify with the options the webhook check used before.
const referenceVerify = (der: Uint8Array, digest: Uint8Array, key: Uint8Array) => {
  try {
    return secp256k1.verify(der, digest, key, { prehash: false, lowS: false, format: 'der' })
  } catch {
    return false
  }
}

// The same signature with S replaced by n - S (the other of the low-S / high-S pair).
function flipS(der: Uint8Array): Uint8Array {
  const signature = secp256k1.Signature.fromBytes(der, 'der')
  return derOf(signature.r, N - signature.s)
}

function derInteger(value: bigint): number[] {
  let hex = value.toString(16)
  if (hex.length % 2) hex = `0${hex}`
  const bytes = [...Buffer.from(hex, 'hex')]
  if ((bytes[0] ?? 0) & 0x80) bytes.unshift(0)
  return [0x02, bytes.length, ...bytes]
}

// DER of any r and s, in range or not (the library's Signature refuses out-of-range values).
function derOf(r: bigint, s: bigint): Uint8Array {
  const content = [...derInteger(r), ...derInteger(s)]
  return new Uint8Array([0x30, content.length, ...content])
}

describe('verifyEcdsaDigest', () => {
  it('accepts what Node signs in both S forms, and agrees with the full library and Node on any one-byte change (property)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (message, position, mask) => {
          const der = new Uint8Array(sign('sha256', message, privateKey))
          const digest = digestOf(message)
          for (const form of [der, flipS(der)]) {
            expect(verifyEcdsaDigest(form, digest, point)).toBe(true)
            expect(verify('sha256', message, publicKey, form)).toBe(true)
            const broken = form.slice()
            const index = position % broken.length
            broken[index] = (broken[index] ?? 0) ^ mask
            const expected = referenceVerify(broken, digest, point)
            expect(verifyEcdsaDigest(broken, digest, point)).toBe(expected)
            expect(verify('sha256', message, publicKey, broken)).toBe(expected)
            const otherDigest = digest.slice()
            otherDigest[position % 32] = (otherDigest[position % 32] ?? 0) ^ mask
            expect(verifyEcdsaDigest(form, otherDigest, point)).toBe(false)
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  it('reads a compressed public key as the same key', () => {
    const message = new TextEncoder().encode('compressed')
    const der = new Uint8Array(sign('sha256', message, privateKey))
    const compressed = secp256k1.Point.fromBytes(point).toBytes(true)
    expect(verifyEcdsaDigest(der, digestOf(message), compressed)).toBe(true)
  })

  it.each([
    ['r = 0', derOf(0n, 1n)],
    ['s = 0', derOf(1n, 0n)],
    ['r = n', derOf(N, 1n)],
    ['s = n', derOf(1n, N)],
    ['an integer over 33 bytes', derOf(1n << 300n, 1n)],
    ['trailing bytes', new Uint8Array([...derOf(1n, 1n), 0])],
    ['empty', new Uint8Array()],
    ['the compact (r||s) form', new Uint8Array(64).fill(1)],
  ])('returns false, never throws, for %s', (_, der) => {
    expect(verifyEcdsaDigest(der, new Uint8Array(32), point)).toBe(false)
  })

  it('returns false for a public key that is not a curve point', () => {
    const message = new TextEncoder().encode('key')
    const der = new Uint8Array(sign('sha256', message, privateKey))
    const offCurve = point.slice()
    offCurve[64] = (offCurve[64] ?? 0) ^ 1
    expect(verifyEcdsaDigest(der, digestOf(message), offCurve)).toBe(false)
  })
})
