import { decodeBase64 } from './base64.js'

// A DER ECDSA secp256k1 signature is 8 to 72 bytes: 96 base64 characters at most.
const MAX_SIGNATURE_LENGTH = 128
const MAX_DER_LENGTH = 72

/**
 * The DER bytes of an `X-Body-Signature` value, or undefined when it cannot be one: not base64,
 * too long, or not a DER sequence of its own length. Cheap, so it runs before the body is read.
 */
export function readSignatureBytes(signature: unknown): Uint8Array | undefined {
  if (typeof signature !== 'string' || signature.length > MAX_SIGNATURE_LENGTH) return undefined
  const der = decodeBase64(signature.trim())
  if (der === undefined || der.length < 8 || der.length > MAX_DER_LENGTH) return undefined
  return der[0] === 0x30 && der[1] === der.length - 2 ? der : undefined
}
