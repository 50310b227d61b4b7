import { publicKeyVerifier } from './publicKeyVerifier.js'
import { readSignatureBytes } from './signatureBytes.js'
import { signedBodyBytes } from './signedBody.js'

/** The request header carrying a webhook call's signature. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Body-Signature'

/**
 * What `verifyWebhookSignature` takes: the call's body, its `X-Body-Signature` header and the
 * service's PEM public key.
 */
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
 * signatures are accepted, as Node's signer does not normalise S. Verifies with the runtime's
 * `node:crypto` where it has secp256k1 (Node; probed once, on first use), elsewhere with
 * `@noble/curves`' `secp256k1.verify`: the same answers either way, and no Node import.
 *
 * Resolves `false` for a missing, malformed, wrong or tampered signature, for a body that is
 * not JSON, and for raw text with a key twice in one object.
 *
 * @throws {WebhookPublicKeyError} when `publicKey` is unusable
 */
export async function verifyWebhookSignature({
  body,
  signature,
  publicKey,
}: VerifyWebhookSignatureParameters): Promise<boolean> {
  const verify = await publicKeyVerifier(publicKey)
  const der = readSignatureBytes(signature)
  if (der === undefined) return false
  const message = signedBodyBytes(body)
  // Not `instanceof Uint8Array`: under jsdom (a host's tests) TextEncoder's bytes come from
  // another realm and would fail it, refusing every good signature.
  return typeof message !== 'string' && verify(message, der)
}
