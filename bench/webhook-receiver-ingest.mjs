#!/usr/bin/env node
// The webhook receiver's ingest rate: verified, parsed and stored calls per second, each a
// signed purchase call POSTed over HTTP (keep-alive, 8 at a time) to the receiver app served by
// @hono/node-server in this process, beside a bare insert of the same rows (the store's own
// insert statement, 8 at a time, no HTTP, verification or parsing) into the same database.
// Rounds alternate receiver and bare, each with new ids; figures are medians. On PGlite (a
// folder) and on a throwaway PostgreSQL cluster (Debian's postgresql; skipped when missing).
// The client shares the process (and the 2 cores) with the receiver. Run after
// `pnpm --filter @rampkit/core build` (the receiver imports core's built entry).
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { builtFile } from './lib/bundleSize.mjs'
import { reportRows } from './lib/rows.mjs'

const ROUNDS = 3
const CALLS = 400
const CONCURRENCY = 8

builtFile('packages/core/dist/exports/webhooks.js', '@rampkit/core')
const receiverDir = new URL('../apps/webhook-receiver/', import.meta.url).pathname
// Bundled where the receiver's own dependencies (pg, PGlite, hono, core) resolve.
const cacheDir = `${receiverDir}node_modules/.cache/rampkit-bench`
mkdirSync(cacheDir, { recursive: true })
const bundle = `${cacheDir}/ingest-${randomBytes(4).toString('hex')}.mjs`
await build({
  stdin: {
    contents: `
      export { createReceiverApp } from './src/app.ts'
      export { createWebhookStore } from './src/store.ts'
      export { postgresSkipReason, startTestPostgres } from './src/testPostgres.ts'
      export { serve } from '@hono/node-server'
      export { parseWebhook, canonicalizeWebhookBody } from '@rampkit/core/webhooks'
    `,
    resolveDir: receiverDir,
    loader: 'ts',
  },
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'error',
  external: [
    'pg',
    '@electric-sql/pglite',
    'hono',
    'hono/*',
    '@hono/node-server',
    '@rampkit/core/*',
  ],
})
const receiver = await import(bundle)
rmSync(bundle)

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
const pem = publicKey.export({ type: 'spki', format: 'pem' })

function purchaseCall(id) {
  return {
    type: 'CREATED',
    purchase: {
      id,
      endTime: '2026-01-31T12:30:00.000Z',
      asset: { address: null, symbol: 'ETH', name: 'Ether', decimals: 18, type: 'NATIVE' },
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
      status: 'INITIALIZED',
      finalTxHash: null,
      paymentMethodType: 'CARD_PAYMENT',
    },
  }
}

function signedCalls(prefix) {
  return Array.from({ length: CALLS }, (_, i) => {
    const call = purchaseCall(`${prefix}-${i}`)
    const text = JSON.stringify(call)
    const canonical = Buffer.from(receiver.canonicalizeWebhookBody(call))
    return { text, signature: sign('sha256', canonical, privateKey).toString('base64') }
  })
}

async function inParallel(items, work) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return (items.length * 1000) / (performance.now() - started)
}

async function measure(store) {
  const app = receiver.createReceiverApp({ store, publicKey: pem, rateLimit: 0 })
  const port = await new Promise((resolve) => {
    const server = receiver.serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve(info.port),
    )
    measure.server = server
  })
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const post = ({ text, signature }) =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/webhooks/purchase',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'x-body-signature': signature },
        },
        (res) => {
          res.resume()
          res.on('end', () =>
            res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`)),
          )
        },
      )
      req.on('error', reject)
      req.end(text)
    })
  const rounds = []
  for (let round = 0; round < ROUNDS + 1; round++) {
    const tag = randomBytes(3).toString('hex')
    const calls = signedCalls(`r-${tag}`)
    const rows = signedCalls(`b-${tag}`).map(({ text }) => ({
      event: receiver.parseWebhook(text),
      body: new TextEncoder().encode(text),
    }))
    const viaReceiver = await inParallel(calls, post)
    const bare = await inParallel(rows, ({ event, body }) => store.save(event, body))
    // The first round warms up (JIT, connections, caches) and is left out.
    if (round > 0) rounds.push({ viaReceiver, bare })
  }
  agent.destroy()
  await new Promise((resolve) => measure.server.close(resolve))
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  return {
    viaReceiver: median(rounds.map((round) => round.viaReceiver)),
    bare: median(rounds.map((round) => round.bare)),
    ratios: rounds.map((round) => round.viaReceiver / round.bare),
  }
}

const n = (value) => Math.round(value).toLocaleString('en-US')
function row(name, result) {
  const ratios = result.ratios.map((ratio) => ratio.toFixed(2)).join(', ')
  console.log(
    `  ${name}: receiver ${n(result.viaReceiver)}/s, bare insert ${n(result.bare)}/s (round ratios ${ratios})`,
  )
  return {
    measure: `webhook receiver ingest on ${name}: verified, stored calls/s over HTTP`,
    figure: `~${n(result.viaReceiver)}/s (${(result.viaReceiver / result.bare).toFixed(2)}×)`,
    peers: `bare insert of the same rows ~${n(result.bare)}/s`,
  }
}

console.log(
  `webhook-receiver-ingest (${CALLS} calls per round, ${CONCURRENCY} at a time, ${ROUNDS} rounds)`,
)
const rows = []
const dataDir = mkdtempSync(join(tmpdir(), 'rampkit-ingest-'))
try {
  const store = await receiver.createWebhookStore({ dataDir })
  try {
    rows.push(row('PGlite', await measure(store)))
  } finally {
    await store.close()
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

const skip = receiver.postgresSkipReason()
if (skip === undefined) {
  const cluster = await receiver.startTestPostgres()
  try {
    const store = await receiver.createWebhookStore({ databaseUrl: await cluster.createDatabase() })
    try {
      rows.push(row('PostgreSQL', await measure(store)))
    } finally {
      await store.close()
    }
  } finally {
    await cluster.stop()
  }
} else {
  console.log(`  PostgreSQL: skipped (${skip})`)
  rows.push({ measure: 'webhook receiver ingest on PostgreSQL', figure: `skipped: ${skip}` })
}
reportRows(rows)
