import {
  createECDH,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
} from 'node:crypto'

/** The key pair that signs webhook calls; only the public half ever leaves the sandbox. */
export interface SigningKey {
  /** PEM (SPKI) public key: what `GET /sandbox/webhook-public-key` serves. */
  readonly publicKeyPem: string
  /** base64 DER ECDSA secp256k1 signature over SHA-256 of `text` (the `X-Body-Signature`). */
  sign(text: string): string
}

// Order of the secp256k1 group: a private scalar must lie in [1, N - 1].
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/**
 * A secp256k1 signing key: the PEM `privateKeyPem` when given (pinned, so receivers keep
 * working across restarts), else derived from `seed` (same seed, same key), else random.
 *
 * @throws {TypeError} when `privateKeyPem` is not a secp256k1 EC private key (the message
 *   never quotes the key)
 */
export function createSigningKey(
  options: { privateKeyPem?: string; seed?: number } = {},
): SigningKey {
  const privateKey =
    options.privateKeyPem !== undefined
      ? readPrivateKey(options.privateKeyPem)
      : options.seed !== undefined
        ? keyFromSeed(options.seed)
        : generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }) as string
  return {
    publicKeyPem,
    sign: (text) => sign('sha256', Buffer.from(text, 'utf8'), privateKey).toString('base64'),
  }
}

function readPrivateKey(pem: string): KeyObject {
  let key: KeyObject
  try {
    key = createPrivateKey(pem)
  } catch {
    throw new TypeError('webhookPrivateKey is not a readable PEM private key')
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'secp256k1') {
    throw new TypeError('webhookPrivateKey must be an EC key on the secp256k1 curve')
  }
  return key
}

function keyFromSeed(seed: number): KeyObject {
  let digest = createHash('sha256').update(`rampkit-sandbox webhook key ${seed}`).digest()
  // Practically never loops: a digest outside [1, N - 1] has probability ~2^-128.
  while (!inRange(digest)) digest = createHash('sha256').update(digest).digest()
  const ecdh = createECDH('secp256k1')
  ecdh.setPrivateKey(digest)
  const point = ecdh.getPublicKey() // 0x04 ‖ x ‖ y
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'secp256k1',
      d: digest.toString('base64url'),
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  })
}

function inRange(scalar: Buffer): boolean {
  const value = BigInt(`0x${scalar.toString('hex')}`)
  return value > 0n && value < N
}
