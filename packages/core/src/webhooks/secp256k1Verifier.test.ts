import { generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nativeSecp256k1 } from './nativeSecp256k1.js'
import { loadNobleSecp256k1 } from './nobleSecp256k1.js'
import { parsePublicKeyPem } from './parsePublicKeyPem.js'
import { chooseSecp256k1Verifier, secp256k1Verifier } from './secp256k1Verifier.js'
import { derSignature } from './testing/der.js'

const N = secp256k1.Point.CURVE().n

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
  const pem = publicKey.export({ type: 'spki', format: 'pem' }) as string
  return { privateKey, publicKey, key: parsePublicKeyPem(pem) }
}

// The other of the low-S / high-S pair of a signature Node made.
function flipS(der: Uint8Array): Uint8Array {
  const { r, s } = secp256k1.Signature.fromBytes(der, 'der')
  return derSignature(r, N - s)
}

// Node's own answer: the reference both paths must match (a throw counts as false).
function nodeVerify(message: Uint8Array, publicKey: KeyObject, der: Uint8Array): boolean {
  try {
    return verify('sha256', message, publicKey, der)
  } catch {
    return false
  }
}

const signer = keyPair()
const other = keyPair()
const maybeNative = nativeSecp256k1()
if (maybeNative === undefined)
  throw new Error('Node 20 has secp256k1 in node:crypto: the probe failed')
const native = maybeNative
const noble = await loadNobleSecp256k1()

describe('secp256k1 verifiers', () => {
  it('uses node:crypto on Node (it has the curve and passes the probe)', async () => {
    expect(native.implementation).toBe('native')
    expect((await secp256k1Verifier()).implementation).toBe('native')
    expect(await secp256k1Verifier()).toBe(await secp256k1Verifier())
  })

  it('falls back to @noble/curves without process.getBuiltinModule, or when node:crypto fails the probe', async () => {
    const real = (id: string) => process.getBuiltinModule(id)
    const crypto = process.getBuiltinModule('node:crypto')
    const noCurve = {
      ...crypto,
      createPublicKey: () => {
        throw new Error('Unsupported curve')
      },
    }
    const yesToAll = { ...crypto, verify: () => true }
    const normalisesS = {
      ...crypto,
      verify: (algorithm: string, message: Uint8Array, key: KeyObject, der: Uint8Array) => {
        const { s } = secp256k1.Signature.fromBytes(der, 'der')
        return s <= N / 2n && verify(algorithm, message, key, der)
      },
    }
    for (const getBuiltinModule of [
      () => undefined,
      () => noCurve,
      () => yesToAll,
      () => normalisesS,
      () => {
        throw new Error('no such module')
      },
    ]) {
      expect((await chooseSecp256k1Verifier(getBuiltinModule)).implementation).toBe('noble')
    }
    expect((await chooseSecp256k1Verifier(real)).implementation).toBe('native')
  })

  it('refuses a point that is not on the curve, on both paths', () => {
    const point = signer.key.point.slice()
    point[64] = (point[64] ?? 0) ^ 1
    const spki = signer.key.spki.slice()
    spki.set(point, spki.length - 65)
    for (const verifier of [native, noble]) {
      expect(() => verifier.importKey({ spki, point })).toThrow()
    }
  })

  it('give the same answers as Node for random, high-S, tampered and malformed signatures (property)', () => {
    const paths = [native.importKey(signer.key), noble.importKey(signer.key)]
    const otherPaths = [native.importKey(other.key), noble.importKey(other.key)]
    const signature = fc
      .tuple(
        fc.uint8Array({ maxLength: 200 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
      )
      .chain(([message, position, length, mask]) =>
        fc.constantFrom(
          ...(() => {
            const good = new Uint8Array(sign('sha256', message, signer.privateKey))
            const flipped = flipS(good)
            const byteFlipped = good.slice()
            const index = position % good.length
            byteFlipped[index] = (byteFlipped[index] ?? 0) ^ mask
            const { r, s } = secp256k1.Signature.fromBytes(good, 'der')
            return [
              { message, der: good },
              { message, der: flipped },
              { message: new Uint8Array([...message, mask]), der: good },
              { message, der: byteFlipped },
              { message, der: good.slice(0, length % good.length) },
              { message, der: new Uint8Array([...good, 0]) },
              { message, der: derSignature(r + N, s) },
              { message, der: derSignature(r, s + N) },
              { message, der: derSignature(0n, s) },
              // r and s with a needless leading zero: not DER.
              {
                message,
                der: new Uint8Array([0x30, good.length + 1, 0x02, 33, 0, ...good.slice(4)]),
              },
            ]
          })(),
        ),
      )
    fc.assert(
      fc.property(
        fc.oneof(
          signature,
          fc.record({ message: fc.uint8Array(), der: fc.uint8Array({ maxLength: 80 }) }),
        ),
        ({ message, der }) => {
          const expected = nodeVerify(message, signer.publicKey, der)
          for (const verifyWith of paths) expect(verifyWith(message, der)).toBe(expected)
          for (const verifyWith of otherPaths) expect(verifyWith(message, der)).toBe(false)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('accept both S and n - S of what Node signs', () => {
    const message = new TextEncoder().encode('both halves')
    const good = new Uint8Array(sign('sha256', message, signer.privateKey))
    for (const verifyWith of [native.importKey(signer.key), noble.importKey(signer.key)]) {
      expect(verifyWith(message, good)).toBe(true)
      expect(verifyWith(message, flipS(good))).toBe(true)
    }
  })
})
