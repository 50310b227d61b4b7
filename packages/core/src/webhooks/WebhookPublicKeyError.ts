/**
 * Thrown by `verifyWebhookSignature` when `publicKey` cannot be used: not a PEM SPKI key, not an
 * EC key on secp256k1, or not a valid curve point. A configuration mistake, so it throws instead
 * of resolving `false` (which would silently reject every delivery).
 */
export class WebhookPublicKeyError extends Error {
  override readonly name = 'WebhookPublicKeyError'
}
