import { createPublicKey, generateKeyPairSync } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { describe, expect, it } from 'vitest'
import { parsePublicKeyPem } from './parsePublicKeyPem.js'
import { WebhookPublicKeyError } from './WebhookPublicKeyError.js'

const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
const pem = publicKey.export({ type: 'spki', format: 'pem' }) as string
const spki = publicKey.export({ type: 'spki', format: 'der' })
const jwk = publicKey.export({ format: 'jwk' })
const uncompressed = new Uint8Array([
  0x04,
  ...Buffer.from(jwk.x ?? '', 'base64url'),
  ...Buffer.from(jwk.y ?? '', 'base64url'),
])

function toPem(der: Uint8Array): string {
  const lines =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? []
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----\n`
}

// SPKI for secp256k1 with a 33-byte compressed point (Node's exporter only writes uncompressed).
function compressedSpki(point: Uint8Array): Uint8Array {
  const header = '3036301006072a8648ce3d020106052b8104000a032200'
  return new Uint8Array([...Buffer.from(header, 'hex'), ...point])
}

function keyError(input: unknown): WebhookPublicKeyError {
  try {
    parsePublicKeyPem(input)
  } catch (error) {
    if (error instanceof WebhookPublicKeyError) return error
    throw error
  }
  throw new Error('expected parsePublicKeyPem to throw')
}

describe('parsePublicKeyPem', () => {
  it('reads the uncompressed point of a key Node exported', () => {
    expect(parsePublicKeyPem(pem)).toEqual({ spki: new Uint8Array(spki), point: uncompressed })
  })

  it('reads a compressed point, which Node also accepts', () => {
    const compressed = secp256k1.Point.fromBytes(uncompressed).toBytes(true)
    const der = compressedSpki(compressed)
    // Cross-check that the hand-built structure is a real SPKI key.
    expect(
      createPublicKey({ key: Buffer.from(der), format: 'der', type: 'spki' }).asymmetricKeyType,
    ).toBe('ec')
    expect(parsePublicKeyPem(toPem(der)).point).toEqual(compressed)
  })

  it('tolerates CRLF line breaks, surrounding space and literal "\\n" from env files', () => {
    expect(parsePublicKeyPem(`  ${pem.replace(/\n/g, '\r\n')}  `).point).toEqual(uncompressed)
    expect(parsePublicKeyPem(pem.trim().replace(/\n/g, '\\n')).point).toEqual(uncompressed)
  })

  it('rejects keys of other types and curves', () => {
    const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey
    expect(keyError(p256.export({ type: 'spki', format: 'pem' })).message).toMatch(/secp256k1/)
    const ed = generateKeyPairSync('ed25519').publicKey
    expect(keyError(ed.export({ type: 'spki', format: 'pem' })).message).toMatch(/not an EC key/)
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey
    expect(keyError(rsa.export({ type: 'spki', format: 'pem' })).message).toMatch(/not an EC key/)
  })

  it('rejects a private key without echoing it', () => {
    const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string
    const error = keyError(privatePem)
    expect(error.message).toMatch(/private key/)
    const body = privatePem.split('\n')[1] ?? ''
    expect(error.message).not.toContain(body.slice(0, 16))
    const sec1 = privateKey.export({ type: 'sec1', format: 'pem' }) as string
    expect(keyError(sec1).message).toMatch(/private key/)
  })

  it("rejects a point of the wrong length or form (the curve check is the verifier's)", () => {
    for (const point of [
      uncompressed.slice(0, 64),
      new Uint8Array([0x05, ...uncompressed.slice(1)]),
    ]) {
      const der = new Uint8Array([...spki.subarray(0, spki.length - 65), ...point])
      der[1] = der.length - 2
      der[der.length - point.length - 2] = point.length + 1
      expect(keyError(toPem(der)).message).toMatch(/valid secp256k1 point|SubjectPublicKeyInfo/)
    }
  })

  it.each([
    ['not a string', 42],
    ['empty', ''],
    ['without armour', Buffer.from(spki).toString('base64')],
    ['with bad base64', '-----BEGIN PUBLIC KEY-----\n@@@@\n-----END PUBLIC KEY-----'],
    ['a certificate', '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'],
    ['truncated', toPem(new Uint8Array(spki).slice(0, 40))],
    ['with trailing bytes', toPem(new Uint8Array([...spki, 0]))],
    ['a lying length', toPem(new Uint8Array([0x30, 0x84, 0xff, 0xff, 0xff, 0xff]))],
    ['empty DER', toPem(new Uint8Array([]))],
  ])('rejects a key that is %s', (_, input) => {
    expect(keyError(input).name).toBe('WebhookPublicKeyError')
  })

  it('rejects every truncation of a valid key', () => {
    for (let length = 0; length < spki.length; length++) {
      expect(() => parsePublicKeyPem(toPem(new Uint8Array(spki).slice(0, length)))).toThrow(
        WebhookPublicKeyError,
      )
    }
  })
})
