import { parsePublicKeyPem } from './parsePublicKeyPem.js'
import { secp256k1Verifier } from './secp256k1Verifier.js'
import type { VerifySignature } from './verifierTypes.js'
import { WebhookPublicKeyError } from './WebhookPublicKeyError.js'

// A host has one key, two while rotating; a few more cost nothing and bound the cache.
const MAX_CACHED_KEYS = 8

let cache: Map<string, VerifySignature> | undefined

/**
 * The verifier of the runtime with `pem` imported, kept per PEM text: reading the key (and,
 * natively, `createPublicKey`) costs about as much as a verification, so it is done once.
 *
 * @throws {WebhookPublicKeyError} when `pem` is unusable, never quoting it
 */
export async function publicKeyVerifier(pem: unknown): Promise<VerifySignature> {
  cache ??= new Map()
  const cached = typeof pem === 'string' ? cache.get(pem) : undefined
  if (cached !== undefined) return cached
  const key = parsePublicKeyPem(pem)
  const verifier = await secp256k1Verifier()
  let verify: VerifySignature
  try {
    verify = verifier.importKey(key)
  } catch {
    throw new WebhookPublicKeyError('publicKey does not hold a valid secp256k1 point')
  }
  const oldest = cache.keys().next()
  if (cache.size >= MAX_CACHED_KEYS && !oldest.done) cache.delete(oldest.value)
  cache.set(pem as string, verify)
  return verify
}
