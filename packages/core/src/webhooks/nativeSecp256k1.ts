import { decodeBase64 } from './base64.js'
import type { Secp256k1Verifier } from './verifierTypes.js'

// The part of `node:crypto` used here, typed structurally: this entry needs no Node types.
interface NodeCrypto {
  createPublicKey(key: { key: Uint8Array; format: 'der'; type: 'spki' }): object
  verify(algorithm: string, data: Uint8Array, key: object, signature: Uint8Array): boolean
}

// A known-good vector made with Node's crypto.sign: a high-S signature (S > n/2, as Node's
// signer produces half the time) of PROBE_MESSAGE. A runtime whose `node:crypto` lacks the
// curve (Bun's, older Deno's), or normalises S, fails it.
const PROBE_KEY =
  'MFYwEAYHKoZIzj0CAQYFK4EEAAoDQgAERaIIykzxiIBLoeXQGlbBf0yl7J9sXGuIbI9uF8XD7twvTboXN/Sm1VNsdxiKLmwHXyoKGKyWfogb2xz2YbOjug=='
const PROBE_SIGNATURE =
  'MEYCIQCJHHAwt10PqSxUK1dgJEWPd88s0b+0jNCNti7I+v6wsgIhANv86GCx3qLdVKugl7P0lfGwO590qbXX0YoKa2ZUEOx2'
const PROBE_MESSAGE = 'rampkit secp256k1 probe'

/** The runtime's `process.getBuiltinModule` (Node ≥ 20.16, Bun, Deno), where there is one. */
export function runtimeBuiltinModule(): ((id: string) => unknown) | undefined {
  const runtime = (globalThis as { process?: { getBuiltinModule?: unknown } }).process
  const get = runtime?.getBuiltinModule
  return typeof get === 'function' ? (id) => get.call(runtime, id) : undefined
}

/**
 * Verification by the runtime's `node:crypto`, reached at run time (no import a browser or edge
 * bundle would see), if it passes the probe: the known signature verifies and the same signature
 * over another message does not. Otherwise undefined.
 */
export function nativeSecp256k1(
  getBuiltinModule: ((id: string) => unknown) | undefined = runtimeBuiltinModule(),
): Secp256k1Verifier | undefined {
  try {
    const crypto = getBuiltinModule?.('node:crypto') as Partial<NodeCrypto> | undefined
    const { createPublicKey, verify } = crypto ?? {}
    if (typeof createPublicKey !== 'function' || typeof verify !== 'function') return undefined
    const verifier: Secp256k1Verifier = {
      implementation: 'native',
      importKey({ spki }) {
        // OpenSSL refuses a point that is not on the curve here.
        const key = createPublicKey.call(crypto, { key: spki, format: 'der', type: 'spki' })
        return (message, der) => {
          try {
            return verify.call(crypto, 'sha256', message, key, der) === true
          } catch {
            return false
          }
        }
      },
    }
    const spki = decodeBase64(PROBE_KEY)
    const signature = decodeBase64(PROBE_SIGNATURE)
    if (spki === undefined || signature === undefined) return undefined
    const probe = verifier.importKey({ spki, point: spki.subarray(-65) })
    const encoder = new TextEncoder()
    const good = probe(encoder.encode(PROBE_MESSAGE), signature)
    const wrong = probe(encoder.encode(`${PROBE_MESSAGE}.`), signature)
    return good && !wrong ? verifier : undefined
  } catch {
    return undefined
  }
}
