import { decodeBase64 } from './base64.js'
import { canonicalizeWebhookBody } from './canonicalizeWebhookBody.js'
import { MAX_BODY_LENGTH } from './limits.js'
import { parsePublicKeyPem } from './parsePublicKeyPem.js'
import { verifyEcdsaDigest } from './verifyEcdsaDigest.js'

/** The request header carrying a webhook call's signature. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Body-Signature'

// A DER ECDSA secp256k1 signature is at most 72 bytes (96 base64 characters).
const MAX_SIGNATURE_LENGTH = 128

const MISSING_WEB_CRYPTO =
  'verifyWebhookSignature needs WebCrypto (crypto.subtle): Node 19+, Deno, Bun, edge runtimes, or a browser page served over HTTPS'

export interface VerifyWebhookSignatureParameters {
  /** The raw request text (any formatting or key order), its UTF-8 bytes, or the parsed body. */
  body: unknown
  /** The `X-Body-Signature` header: base64 of a DER ECDSA secp256k1 / SHA-256 signature. */
  signature: string | null | undefined
  /** The service's PEM (SPKI) public key, `-----BEGIN PUBLIC KEY-----`. */
  publicKey: string
}

/**
 * Checks a webhook call's `X-Body-Signature`: an ECDSA secp256k1 / SHA-256 signature over the
 * body serialised with sorted keys and no whitespace (`canonicalizeWebhookBody`). High-S
 * signatures are accepted, as Node's signer does not normalise S. Runs anywhere WebCrypto does (no
 * Node APIs): it hashes with `crypto.subtle`.
 *
 * Resolves `false` for a missing, malformed, wrong or tampered signature and for a body that is
 * not JSON.
 *
 * @throws {WebhookPublicKeyError} when `publicKey` is unusable
 * @throws {Error} when the runtime has no `crypto.subtle` (a browser page served over plain HTTP)
 */
export async function verifyWebhookSignature({
  body,
  signature,
  publicKey,
}: VerifyWebhookSignatureParameters): Promise<boolean> {
  const point = parsePublicKeyPem(publicKey)
  if (typeof signature !== 'string' || signature.length > MAX_SIGNATURE_LENGTH) return false
  const der = decodeBase64(signature.trim())
  if (der === undefined || der.length === 0) return false
  const message = signedBytes(body)
  if (message === undefined) return false
  // WebCrypto's SHA-256 instead of a bundled one (2.2 kB gzip less); no runtime's WebCrypto has
  // secp256k1 ECDSA, so the curve stays in JavaScript.
  const subtle = globalThis.crypto?.subtle
  if (subtle === undefined) throw new Error(MISSING_WEB_CRYPTO)
  const digest = await subtle.digest('SHA-256', message)
  return verifyEcdsaDigest(der, new Uint8Array(digest), point)
}

function signedBytes(body: unknown): Uint8Array<ArrayBuffer> | undefined {
  try {
    let value = body
    if (body instanceof Uint8Array) value = new TextDecoder('utf-8', { fatal: true }).decode(body)
    if (typeof value === 'string') {
      if (value.length > MAX_BODY_LENGTH) return undefined
      value = JSON.parse(value)
    }
    return new TextEncoder().encode(canonicalizeWebhookBody(value))
  } catch {
    // Not UTF-8, not JSON, circular, or too deep to serialise: nothing that could be signed.
    return undefined
  }
}
