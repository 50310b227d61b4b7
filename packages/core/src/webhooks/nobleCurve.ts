// Only the curve that verifying needs, in a module of its own: imported dynamically by
// nobleSecp256k1.ts, so that bundlers which keep every export of a dynamically imported module
// (esbuild) keep this one, and drop Schnorr and the rest of `@noble/curves/secp256k1.js`.
export { secp256k1 } from '@noble/curves/secp256k1.js'
