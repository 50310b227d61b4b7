import { type WeierstrassPointCons, weierstrass } from '@noble/curves/abstract/weierstrass.js'

// Built on first use, not at import. `@noble/curves/secp256k1.js` would bring Schnorr, FROST,
// hash-to-curve and signing along (~5 kB gzip more); verifying needs only the curve's points.
// Parameters from SEC 2 v2, section 2.4.1; the endomorphism (GLV) halves multiplication time.
let point: WeierstrassPointCons<bigint> | undefined

/** The secp256k1 point type of `@noble/curves`' short Weierstrass implementation. */
export function secp256k1Point(): WeierstrassPointCons<bigint> {
  point ??= weierstrass(
    {
      p: 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn,
      n: 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n,
      h: 1n,
      a: 0n,
      b: 7n,
      Gx: 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n,
      Gy: 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n,
    },
    {
      endo: {
        beta: 0x7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501een,
        basises: [
          [0x3086d221a7d46bcde86c90e49284eb15n, -0xe4437ed6010e88286f547fa90abfe4c3n],
          [0x114ca50f7a8e2f3f657c1108d9d44cfd8n, 0x3086d221a7d46bcde86c90e49284eb15n],
        ],
      },
    },
  )
  return point
}
