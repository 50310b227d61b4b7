import { DER } from '@noble/curves/abstract/weierstrass.js'
import { secp256k1Point } from './secp256k1Point.js'

/**
 * ECDSA verification on secp256k1 of a DER signature over a 32-byte digest (SEC 1 v2, 4.1.4),
 * the same steps as `@noble/curves`' `secp256k1.verify(der, digest, key, { prehash: false,
 * lowS: false, format: 'der' })`. High-S is accepted: Node's signer does not normalise S.
 * `publicKey` is an encoded point already checked to lie on the curve.
 */
export function verifyEcdsaDigest(
  der: Uint8Array,
  digest: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  const Point = secp256k1Point()
  const { Fn } = Point
  try {
    // At most 33 bytes per integer: 32 plus the 0x00 that keeps a high first bit positive.
    const { r, s } = DER.toSig(der, Fn.BYTES + 1)
    if (!Fn.isValidNot0(r) || !Fn.isValidNot0(s)) return false
    const key = Point.fromBytes(publicKey)
    if (key.is0()) return false
    let h = 0n
    for (const byte of digest) h = (h << 8n) | BigInt(byte)
    const sInverse = Fn.inv(s)
    const R = Point.BASE.mulAddUnsafe(Fn.create(h * sInverse), key, Fn.create(r * sInverse))
    return !R.is0() && Fn.create(R.toAffine().x) === r
  } catch {
    return false
  }
}
