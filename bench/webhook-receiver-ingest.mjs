#!/usr/bin/env node
// The webhook receiver's ingest rate: verified, parsed and stored calls per second, each a
// signed purchase call POSTed over HTTP (keep-alive, 8 at a time) to the receiver app served by
// @hono/node-server in this process, beside a bare insert of the same rows (the store's own
// insert statement, 8 at a time, no HTTP, verification or parsing) into the same database.
// and beside node:crypto's bare verification of the same calls (a cached KeyObject over their
// canonical bytes, one after another on this thread: the floor of any verifying receiver).
// Rounds alternate receiver, bare insert and bare verification, each with new ids; figures are
// medians, the ratio is the median of the rounds' receiver / bare verification (the target
// fails the run when missed: measure on a quiet machine, it is a ratio of two threads' shares
// of the cores to one's). On PGlite (a
// folder) and on a throwaway PostgreSQL cluster (Debian's postgresql; skipped when missing).
// The client shares the process (and the 2 cores) with the receiver. Run after
// `pnpm --filter @rampkit/core build` (the receiver imports core's built entry).
// `PROFILE=PGlite` (or `PostgreSQL`) writes a CPU profile of that store's receiver rounds alone
// (signing and the bare rounds left out) to /tmp/webhook-receiver-ingest-<store>.cpuprofile.
import { createPublicKey, generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { Session } from 'node:inspector/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { builtFile } from './lib/bundleSize.mjs'
import { reportRows } from './lib/rows.mjs'

// Rounds of half a second or more: the receiver warms up over its first few thousand calls (JIT
// in the verifying thread, a prepared statement per batch size), and rounds of 400 calls (0.2 s)
// measured mostly that: 0.45 rising to 0.61 by round, where 1,500-call rounds settle at ~0.78.
// ROUNDS and CALLS override them.
const ROUNDS = Number(process.env.ROUNDS ?? 7)
const CALLS = Number(process.env.CALLS ?? 1500)
const CONCURRENCY = 8
// On PostgreSQL, the receiver's rate against node:crypto's bare verification (issue 32).
const TARGET = 0.6

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
      export { createVerifyThreads, defaultVerifyThreads } from './src/verifyThreads.ts'
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
const keyObject = createPublicKey(pem)

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
    const der = sign('sha256', canonical, privateKey)
    return { text, canonical, der, signature: der.toString('base64') }
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

// The bare verifications, one after another: what one thread of node:crypto does.
function verifyAll(calls) {
  const started = performance.now()
  for (const { canonical, der } of calls) {
    if (!verify('sha256', canonical, keyObject, der))
      throw new Error('a bench call fails to verify')
  }
  return (calls.length * 1000) / (performance.now() - started)
}

async function measure(store, name) {
  const profiling = process.env.PROFILE === name
  const session = new Session()
  if (profiling) {
    session.connect()
    await session.post('Profiler.enable')
    await session.post('Profiler.setSamplingInterval', { interval: 200 })
  }
  // As server.ts runs it: verifying in worker threads (VERIFY_THREADS=0: on the event loop).
  const threads = Number(process.env.VERIFY_THREADS ?? receiver.defaultVerifyThreads())
  const verifyThreads =
    threads > 0 ? receiver.createVerifyThreads({ threads, publicKey: pem }) : undefined
  const app = receiver.createReceiverApp({
    store,
    publicKey: pem,
    rateLimit: 0,
    ...(verifyThreads ? { verifyThreads } : {}),
  })
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
    if (profiling && round > 0) await session.post('Profiler.start')
    const cpuBefore = process.cpuUsage()
    const viaReceiver = await inParallel(calls, post)
    const cpu = process.cpuUsage(cpuBefore)
    // This process's CPU (every thread: client, receiver, verifying threads, PGlite) per call.
    const cpuPerCall = (cpu.user + cpu.system) / calls.length
    if (profiling && round > 0) {
      const { profile } = await session.post('Profiler.stop')
      const file = `/tmp/webhook-receiver-ingest-${name}-${round}.cpuprofile`
      writeFileSync(file, JSON.stringify(profile))
      console.log(`  profile of round ${round}: ${file}`)
    }
    const bare = await inParallel(rows, ({ event, body }) => store.save(event, body))
    const verified = verifyAll(calls)
    // The first round warms up (JIT, connections, caches) and is left out.
    if (round > 0) rounds.push({ viaReceiver, bare, verified, cpuPerCall })
  }
  if (profiling) session.disconnect()
  agent.destroy()
  await verifyThreads?.close()
  await new Promise((resolve) => measure.server.close(resolve))
  return {
    viaReceiver: median(rounds.map((round) => round.viaReceiver)),
    bare: median(rounds.map((round) => round.bare)),
    verified: median(rounds.map((round) => round.verified)),
    cpuPerCall: median(rounds.map((round) => round.cpuPerCall)),
    ratios: rounds.map((round) => round.viaReceiver / round.verified),
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const n = (value) => Math.round(value).toLocaleString('en-US')
function row(name, result, target) {
  const ratios = result.ratios.map((ratio) => ratio.toFixed(2))
  const ratio = median(result.ratios)
  console.log(
    `  ${name}: receiver ${n(result.viaReceiver)}/s (${n(result.cpuPerCall)} µs CPU per call in this process), bare insert ${n(result.bare)}/s, node:crypto verify ${n(result.verified)}/s (${n(1e6 / result.verified)} µs each; receiver / verify by round: ${ratios.join(', ')})`,
  )
  return {
    measure: `webhook receiver ingest on ${name}: verified, stored calls/s over HTTP`,
    figure: `~${n(result.viaReceiver)}/s, ${ratio.toFixed(2)}× bare verification (rounds ${ratios.join(', ')})`,
    peers: `node:crypto verify of the same calls ~${n(result.verified)}/s; bare insert of the same rows ~${n(result.bare)}/s; CPU per call ${n(result.cpuPerCall)} µs (this process, all threads) vs ${n(1e6 / result.verified)} µs per verification`,
    ...(target === undefined
      ? {}
      : { target: `≥ ${target.toFixed(2)}× bare verification`, holds: ratio >= target }),
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
    rows.push(row('PGlite', await measure(store, 'PGlite')))
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
      rows.push(row('PostgreSQL', await measure(store, 'PostgreSQL'), TARGET))
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
