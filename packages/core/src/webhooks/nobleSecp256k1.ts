import type { Secp256k1Verifier } from './verifierTypes.js'

/**
 * `@noble/curves`' audited `secp256k1.verify`, loaded on first use: runtimes with a native
 * secp256k1 never load it. `lowS: false` because Node's signer does not normalise S.
 */
export async function loadNobleSecp256k1(): Promise<Secp256k1Verifier> {
  const { secp256k1 } = await import('./nobleCurve.js')
  return {
    implementation: 'noble',
    importKey({ point }) {
      // Throws for a point that is not on the curve.
      secp256k1.Point.fromBytes(point)
      return (message, der) => {
        try {
          return secp256k1.verify(der, message, point, {
            prehash: true,
            lowS: false,
            format: 'der',
          })
        } catch {
          return false
        }
      }
    },
  }
}
