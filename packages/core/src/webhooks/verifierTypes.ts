import type { SpkiPublicKey } from './parsePublicKeyPem.js'

/** Checks a DER ECDSA signature over `message` (hashed with SHA-256 here). */
export type VerifySignature = (message: Uint8Array, der: Uint8Array) => boolean

/** One way of verifying ECDSA secp256k1 / SHA-256 signatures; both give the same answers. */
export interface Secp256k1Verifier {
  /** `native`: the runtime's `node:crypto` (OpenSSL); `noble`: `@noble/curves`' secp256k1. */
  readonly implementation: 'native' | 'noble'
  /** @throws {Error} when the key's point is not on the curve */
  importKey(key: SpkiPublicKey): VerifySignature
}
