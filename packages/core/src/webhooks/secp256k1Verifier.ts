import { nativeSecp256k1 } from './nativeSecp256k1.js'
import { loadNobleSecp256k1 } from './nobleSecp256k1.js'
import type { Secp256k1Verifier } from './verifierTypes.js'

let chosen: Promise<Secp256k1Verifier> | undefined

/**
 * The verifier for this runtime, chosen on first use (never at import) and kept: native where
 * the runtime's `node:crypto` verifies a known secp256k1 signature, `@noble/curves` elsewhere.
 */
export function secp256k1Verifier(): Promise<Secp256k1Verifier> {
  chosen ??= chooseSecp256k1Verifier().catch((error: unknown) => {
    // A failed import of the curve code (a lost network chunk) is tried again next time.
    chosen = undefined
    throw error
  })
  return chosen
}

/** The choice itself, for tests: `getBuiltinModule` stands in for the runtime's. */
export async function chooseSecp256k1Verifier(
  getBuiltinModule?: (id: string) => unknown,
): Promise<Secp256k1Verifier> {
  return nativeSecp256k1(getBuiltinModule) ?? loadNobleSecp256k1()
}
