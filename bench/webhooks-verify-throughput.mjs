#!/usr/bin/env node
// Webhook verifications per second on this runtime: the whole `verifyWebhookSignature` call
// from the raw body text (key from its PEM, signature from base64, JSON.parse, duplicate-key
// check, canonical form, verify) beside node:crypto's native `verify` with a cached KeyObject
// over the canonical bytes of the already parsed body, the floor of any verifier. Measured in
// alternating rounds in one process; the figure is the median of the rounds' ratios. Beside
// them, @noble/curves' secp256k1.verify (what browsers and edge runtimes use) over the same bytes.
// Run after `pnpm --filter @rampkit/core build`.
import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto'
import { builtFile } from './lib/bundleSize.mjs'
import { reportRows } from './lib/rows.mjs'

const TARGET = 0.9
const ROUNDS = 7
const ROUND_MS = 1000

const entry = builtFile('packages/core/dist/exports/webhooks.js', '@rampkit/core')
const { canonicalizeWebhookBody, verifyWebhookSignature } = await import(entry)
const { loadNobleSecp256k1 } = await import(
  new URL('webhooks/nobleSecp256k1.js', new URL('..', `file://${entry}`)).href
)
const { parsePublicKeyPem } = await import(
  new URL('webhooks/parsePublicKeyPem.js', new URL('..', `file://${entry}`)).href
)

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
const pem = publicKey.export({ type: 'spki', format: 'pem' })
// A purchase call as the service sends it (~1.1 kB), in the sender's key order, not canonical.
const call = {
  type: 'RELEASED',
  purchase: {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    status: 'RELEASED',
    endTime: '2026-01-31T12:30:00.000Z',
    asset: {
      symbol: 'ETH',
      name: 'Ether',
      type: 'NATIVE',
      address: null,
      decimals: 18,
      chain: 'ETH',
    },
    cryptoAmount: '1500000000000000000',
    fiatCurrency: 'EUR',
    fiatValue: 3012.5,
    assetExchangeRate: 2000,
    assetExchangeRateEur: 2000,
    baseServiceFee: 7.5,
    networkFee: 0.25,
    appliedFee: 12.25,
    purchaseViewToken: 'view-token-0123456789abcdef',
    receiverAddress: '0x1111111111111111111111111111111111111111',
    createdAt: '2026-01-31T12:00:00.000Z',
    updatedAt: '2026-01-31T12:05:00.000Z',
    finalTxHash: '0x2222222222222222222222222222222222222222222222222222222222222222',
    paymentMethodType: 'CARD_PAYMENT',
    escrowAddress: null,
    escrowDetailsHash: null,
  },
}
const raw = JSON.stringify(call)
const canonical = Buffer.from(canonicalizeWebhookBody(JSON.parse(raw)))
const signatureDer = sign('sha256', canonical, privateKey)
const signature = signatureDer.toString('base64')
const keyObject = createPublicKey(pem)
const nobleVerify = (await loadNobleSecp256k1()).importKey(parsePublicKeyPem(pem))

const candidates = {
  whole: async () => verifyWebhookSignature({ body: raw, signature, publicKey: pem }),
  native: async () => verify('sha256', canonical, keyObject, signatureDer),
  noble: async () => nobleVerify(canonical, signatureDer),
}
for (const run of Object.values(candidates)) {
  if ((await run()) !== true) throw new Error('a candidate does not verify the bench call')
}

async function perSecond(run, ms) {
  const end = performance.now() + ms
  let count = 0
  const started = performance.now()
  while (performance.now() < end) {
    for (let i = 0; i < 10; i++) await run()
    count += 10
  }
  return (count * 1000) / (performance.now() - started)
}

// Alternates batches of 10 of each within a round, so that load from other processes on the
// machine falls on both alike; a round's rates are its counts over each one's own time.
async function round(ms) {
  const time = { whole: 0, native: 0 }
  const end = performance.now() + ms
  let count = 0
  while (performance.now() < end) {
    for (const name of ['native', 'whole']) {
      const started = performance.now()
      for (let i = 0; i < 10; i++) await candidates[name]()
      time[name] += performance.now() - started
    }
    count += 10
  }
  const whole = (count * 1000) / time.whole
  const native = (count * 1000) / time.native
  return { whole, native, ratio: whole / native }
}

// Warm up, then measure.
for (const run of Object.values(candidates)) await perSecond(run, 300)
const rounds = []
for (let i = 0; i < ROUNDS; i++) rounds.push(await round(ROUND_MS))
const noble = await perSecond(candidates.noble, ROUND_MS)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ratio = median(rounds.map((round) => round.ratio))
const n = (value) => Math.round(value).toLocaleString('en-US')

console.log(`webhooks-verify-throughput (${raw.length} B body, Node ${process.version})`)
for (const [i, round] of rounds.entries()) {
  console.log(
    `  round ${i + 1}: whole call ${n(round.whole)}/s, native verify ${n(round.native)}/s, ${round.ratio.toFixed(2)}×`,
  )
}
console.log(`  @noble/curves secp256k1.verify: ${n(noble)}/s`)
const low = Math.min(...rounds.map((round) => round.ratio))
const high = Math.max(...rounds.map((round) => round.ratio))
reportRows([
  {
    measure: 'verifyWebhookSignature, whole call from raw text, verifications/s (Node)',
    figure: `${ratio.toFixed(2)}× (~${n(median(rounds.map((round) => round.whole)))}/s), rounds ${low.toFixed(2)}–${high.toFixed(2)}`,
    peers: `node:crypto verify, cached key, canonical bytes ~${n(median(rounds.map((round) => round.native)))}/s; @noble/curves secp256k1.verify (browsers, edge) ~${n(noble)}/s`,
    target: `≥ ${TARGET.toFixed(2)}× native verify`,
    holds: ratio >= TARGET,
  },
])
