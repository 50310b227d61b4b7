#!/usr/bin/env node
// Size of @rampkit/core/webhooks in an app's bundle (esbuild --bundle --minify, browser, ESM,
// then gzip -9): the whole built entry and verifyWebhookSignature alone, against a budget. Beside
// it, in the same run, what each way of verifying a secp256k1 ECDSA signature costs on its own
// (same DER + high-S semantics; the PEM, base64 and canonical-JSON code common to all left out):
//   - @noble/curves/secp256k1.js + @noble/hashes sha256 (what the entry used before),
//   - @noble/curves/abstract/weierstrass.js points (verifyEcdsaDigest) + @noble/hashes sha256,
//   - the same points + WebCrypto's SHA-256 (what the entry ships),
//   - WebCrypto ECDSA on secp256k1: probed in this runtime (no runtime has it so far).
// Run after `pnpm --filter @rampkit/core build`.
import { generateKeyPairSync } from 'node:crypto'
import { existsSync, realpathSync } from 'node:fs'
import { builtFile, bundleSize, PRODUCTION } from './lib/bundleSize.mjs'
import { budgetRow, bytes, reportRows } from './lib/rows.mjs'

// Budgets, not targets: they fail the run when the full curve library or a bundled SHA-256 comes
// back (about +5,000 and +2,200 B).
const BUDGET_GZIP = 15_000
const VERIFY_BUDGET_GZIP = 12_500

const entry = builtFile('packages/core/dist/exports/webhooks.js', '@rampkit/core')
const root = new URL('..', import.meta.url).pathname
const curves = realpathSync(`${root}packages/core/node_modules/@noble/curves`)
// pnpm lays a package's own dependencies beside it: @noble/curves' @noble/hashes.
const hashes = `${curves}/../hashes`
const digestSource = `${root}packages/core/src/webhooks/verifyEcdsaDigest.ts`
for (const path of [hashes, digestSource]) {
  if (!existsSync(path)) {
    console.error(`webhooks-size: ${path} is missing (run pnpm install)`)
    process.exit(1)
  }
}
const path = (file) => JSON.stringify(file)

const measure = (contents) => bundleSize(contents, { ...PRODUCTION, loader: 'ts' })

const whole = await measure(`export * from ${path(entry)}`)
const verifyOnly = await measure(`export { verifyWebhookSignature } from ${path(entry)}`)
const parseOnly = await measure(`export { parseWebhook } from ${path(entry)}`)

const options = [
  {
    name: '@noble/curves/secp256k1.js + @noble/hashes sha256 (before)',
    size: await measure(`
      import { secp256k1 } from ${path(`${curves}/secp256k1.js`)}
      import { sha256 } from ${path(`${hashes}/sha2.js`)}
      export const verify = (der, message, key) =>
        secp256k1.verify(der, sha256(message), key, { prehash: false, lowS: false, format: 'der' })
    `),
  },
  {
    name: 'abstract/weierstrass.js points + @noble/hashes sha256',
    size: await measure(`
      import { verifyEcdsaDigest } from ${path(digestSource)}
      import { sha256 } from ${path(`${hashes}/sha2.js`)}
      export const verify = (der, message, key) => verifyEcdsaDigest(der, sha256(message), key)
    `),
  },
  {
    name: 'abstract/weierstrass.js points + WebCrypto SHA-256 (shipped)',
    size: await measure(`
      import { verifyEcdsaDigest } from ${path(digestSource)}
      export const verify = async (der, message, key) =>
        verifyEcdsaDigest(der, new Uint8Array(await crypto.subtle.digest('SHA-256', message)), key)
    `),
  },
]

// WebCrypto names no Koblitz curve; try the names a runtime could use for it.
async function webCryptoSecp256k1() {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
  const spki = publicKey.export({ type: 'spki', format: 'der' })
  const refusals = []
  for (const namedCurve of ['secp256k1', 'K-256']) {
    try {
      await crypto.subtle.importKey('spki', spki, { name: 'ECDSA', namedCurve }, false, ['verify'])
      return `available as "${namedCurve}"`
    } catch (error) {
      refusals.push(`${namedCurve}: ${error.name}`)
    }
  }
  return `not available in Node ${process.version} (${refusals.join(', ')})`
}
const webCrypto = await webCryptoSecp256k1()

const smallest = Math.min(...options.map((option) => option.size.gzip))
const shipped = options[2].size.gzip
const bundled = (inputs, text) => inputs.some((input) => input.includes(text))
const fullCurve = bundled(whole.inputs, 'curves/secp256k1.js')
const nobleSha = bundled(whole.inputs, 'hashes/sha2')
const entryHolds = whole.gzip <= BUDGET_GZIP && !fullCurve && !nobleSha
const verifyHolds = verifyOnly.gzip <= VERIFY_BUDGET_GZIP && shipped === smallest

console.log('webhooks-size (esbuild --bundle --minify --format=esm --platform=browser, gzip -9)')
console.log(`  parseWebhook only: ${parseOnly.min} B min, ${parseOnly.gzip} B gzip`)
console.log('  verifying a DER secp256k1 signature, each option alone:')
for (const { name, size } of options) {
  console.log(`    ${name.padEnd(62)} ${size.min} B min, ${size.gzip} B gzip`)
}
console.log(`    ${'WebCrypto ECDSA secp256k1'.padEnd(62)} ${webCrypto}`)
console.log(
  `  entry bundles secp256k1.js: ${fullCurve ? 'yes' : 'no'}, @noble/hashes sha256: ${nobleSha ? 'yes' : 'no'}; shipped option is the smallest: ${shipped === smallest ? 'yes' : 'no'}`,
)
const optionPeers = `verifying alone: secp256k1.js + sha256 ${bytes(options[0].size.gzip)}; Weierstrass + sha256 ${bytes(options[1].size.gzip)}; Weierstrass + WebCrypto SHA-256 ${bytes(options[2].size.gzip)} (shipped); WebCrypto secp256k1: none`
reportRows([
  {
    ...budgetRow('@rampkit/core/webhooks entry', whole.gzip, BUDGET_GZIP),
    holds: entryHolds,
  },
  {
    ...budgetRow('verifyWebhookSignature alone', verifyOnly.gzip, VERIFY_BUDGET_GZIP),
    peers: optionPeers,
    holds: verifyHolds,
  },
])
