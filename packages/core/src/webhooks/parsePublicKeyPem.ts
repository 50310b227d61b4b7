import { decodeBase64 } from './base64.js'
import { WebhookPublicKeyError } from './WebhookPublicKeyError.js'

// DER encodings of the two object identifiers an SPKI secp256k1 key must carry.
const ID_EC_PUBLIC_KEY = [0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01] // 1.2.840.10045.2.1
const SECP256K1 = [0x2b, 0x81, 0x04, 0x00, 0x0a] // 1.3.132.0.10

const SEQUENCE = 0x30
const OBJECT_IDENTIFIER = 0x06
const BIT_STRING = 0x03

/** A secp256k1 public key: its SPKI DER and the encoded curve point inside it. */
export interface SpkiPublicKey {
  readonly spki: Uint8Array
  /** `04 ‖ x ‖ y` (65 bytes) or `02|03 ‖ x` (33 bytes); whether it lies on the curve is checked by the verifier. */
  readonly point: Uint8Array
}

interface Element {
  tag: number
  /** First content byte. */
  start: number
  /** One past the last content byte. */
  end: number
}

/**
 * Reads a PEM `PUBLIC KEY` (SubjectPublicKeyInfo, what Node's `createPublicKey(...).export({
 * type: 'spki', format: 'pem' })` writes) for an EC secp256k1 key and returns its DER and the
 * encoded curve point (compressed or uncompressed). Only the structure is checked here; the
 * verifier checks that the point lies on the curve.
 *
 * @throws {WebhookPublicKeyError} with a message that never includes the key material
 */
export function parsePublicKeyPem(pem: unknown): SpkiPublicKey {
  if (typeof pem !== 'string') throw new WebhookPublicKeyError('publicKey must be a PEM string')
  // Keys pasted into env files often carry literal "\n" sequences instead of line breaks.
  const text = pem.replace(/\\n/g, '\n').trim()
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) {
    throw new WebhookPublicKeyError(
      'publicKey is a private key; pass the PEM public key ("-----BEGIN PUBLIC KEY-----")',
    )
  }
  const match = /^-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----$/.exec(text)
  const der = match?.[1] === undefined ? undefined : decodeBase64(match[1].replace(/\s+/g, ''))
  if (der === undefined) {
    throw new WebhookPublicKeyError(
      'publicKey must be a PEM public key: "-----BEGIN PUBLIC KEY-----", base64, "-----END PUBLIC KEY-----"',
    )
  }
  return readSpki(der)
}

function readSpki(der: Uint8Array): SpkiPublicKey {
  const spki = readElement(der, 0, der.length, SEQUENCE)
  if (spki.end !== der.length) invalid()
  const algorithm = readElement(der, spki.start, spki.end, SEQUENCE)
  const keyType = readElement(der, algorithm.start, algorithm.end, OBJECT_IDENTIFIER)
  if (!sameBytes(der.subarray(keyType.start, keyType.end), ID_EC_PUBLIC_KEY)) {
    throw new WebhookPublicKeyError('publicKey is not an EC key (expected id-ecPublicKey)')
  }
  const curve = readElement(der, keyType.end, algorithm.end, OBJECT_IDENTIFIER)
  if (!sameBytes(der.subarray(curve.start, curve.end), SECP256K1) || curve.end !== algorithm.end) {
    throw new WebhookPublicKeyError('publicKey is not on the secp256k1 curve')
  }
  const bits = readElement(der, algorithm.end, spki.end, BIT_STRING)
  if (bits.end !== spki.end || der[bits.start] !== 0) invalid()
  const point = der.slice(bits.start + 1, bits.end)
  const form = point[0]
  const expected = form === 0x04 ? 65 : form === 0x02 || form === 0x03 ? 33 : -1
  if (point.length !== expected) {
    throw new WebhookPublicKeyError('publicKey does not hold a valid secp256k1 point')
  }
  return { spki: der.slice(), point }
}

// Minimal DER: one tag byte, definite short or long length, bounds checked.
function readElement(der: Uint8Array, offset: number, limit: number, tag: number): Element {
  if (offset + 2 > limit || der[offset] !== tag) invalid()
  let length = der[offset + 1] ?? 0
  let start = offset + 2
  if (length & 0x80) {
    const count = length & 0x7f
    if (count === 0 || count > 2 || start + count > limit) invalid()
    length = 0
    for (let i = 0; i < count; i++) length = (length << 8) | (der[start + i] ?? 0)
    start += count
  }
  const end = start + length
  if (end > limit) invalid()
  return { tag, start, end }
}

function sameBytes(actual: Uint8Array, expected: readonly number[]): boolean {
  return actual.length === expected.length && expected.every((byte, i) => actual[i] === byte)
}

function invalid(): never {
  throw new WebhookPublicKeyError('publicKey is not a well-formed SubjectPublicKeyInfo structure')
}
