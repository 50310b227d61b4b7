#!/usr/bin/env node
// What a forged webhook body of a hostile shape costs to refuse, against a flat body of the
// same size: `verifyWebhookSignature` from the raw text (the path every host's verifier takes:
// shape limits, JSON.parse, duplicate keys, canonical form, signature), each body carrying a
// well-formed signature that does not match it. Shapes: deep (`[[[…]]]`), wide (`{"0":0,"1":0,
// …}` with the shortest keys, which costs more than array-index keys do), one long string, one
// long number; flat is an object of ~110-character string fields, within every limit at both
// sizes, so it is parsed, canonicalised and verified in full. Two sizes: 64 KiB (the probe's)
// and 4 KiB, where a dense body still fits the value limit (the worst case for wide).
// CPU time (process.cpuUsage: user + system, GC threads included) of batches alternating
// between all bodies in one process, so that load from other processes falls on all alike; a
// figure is the median of the rounds' ratios. With `--core-dist <dir>`, measures another build
// of @rampkit/core's dist (a copy from before a change, say).
// Run after `pnpm --filter @rampkit/core build`.
import { generateKeyPairSync, sign } from 'node:crypto'
import { resolve } from 'node:path'
import { builtFile } from './lib/bundleSize.mjs'
import { reportRows } from './lib/rows.mjs'

const TARGET = 2
const SIZES = [64 * 1024, 4 * 1024]
const ROUNDS = 7
const ROUND_MS = 1000
// Calls per batch: enough CPU time per batch at either size to read it well.
const batchOf = (size) => Math.max(2, Math.round((16 * 1024) / size) * 2)

const distArg = process.argv.indexOf('--core-dist')
const entry =
  distArg === -1
    ? builtFile('packages/core/dist/exports/webhooks.js', '@rampkit/core')
    : resolve(process.argv[distArg + 1], 'exports/webhooks.js')
const { verifyWebhookSignature } = await import(entry)

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
const pem = publicKey.export({ type: 'spki', format: 'pem' })
// A real signature, over another body: well-formed, so nothing short-cuts before the body.
const signature = sign('sha256', Buffer.from('{"type":"CREATED"}'), privateKey).toString('base64')

/** `make(n)` for the largest n whose text is at most `size` characters, padded with spaces. */
function ofSize(size, make) {
  let low = 1
  let high = size
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (make(mid).length <= size) low = mid
    else high = mid - 1
  }
  const text = make(low)
  return text + ' '.repeat(size - text.length)
}

const field = (i) => `"field${String(i).padStart(5, '0')}":"${'v'.repeat(100)}${i}"`
const makers = {
  flat: (n) => `{${Array.from({ length: n }, (_, i) => field(i)).join(',')}}`,
  deep: (n) => `${'['.repeat(n)}${']'.repeat(n)}`,
  wide: (n) => `{${Array.from({ length: n }, (_, i) => `"${i.toString(36)}":0`).join(',')}}`,
  'long string': (n) => `{"k":"${'x'.repeat(n)}"}`,
  'long number': (n) => `{"k":${'9'.repeat(n)}}`,
}
const shapes = Object.keys(makers)
const kib = (size) => `${size / 1024} KiB`
// One entry per size and shape.
const bodies = SIZES.flatMap((size) =>
  shapes.map((shape) => ({ size, shape, text: ofSize(size, makers[shape]) })),
)

const check = (body) => verifyWebhookSignature({ body, signature, publicKey: pem })
const { scanJsonText } = await import(
  new URL('../webhooks/scanJsonText.js', `file://${entry}`).href
).catch(() => ({}))
for (const { size, shape, text } of bodies) {
  if (text.length !== size) throw new Error(`${shape} is ${text.length} characters, not ${size}`)
  if ((await check(text)) !== false) throw new Error(`${shape} verified: it must not`)
  // The flat peer must be verified in full, not refused by a limit.
  if (shape === 'flat' && scanJsonText?.(text) !== undefined) {
    throw new Error(`the flat ${kib(size)} body is over a limit: it must be within all`)
  }
}

const cpuMicros = () => {
  const { user, system } = process.cpuUsage()
  return user + system
}

// One round: a batch of each body in turn until the round's time is up; a body's cost is its
// CPU time over its calls (microseconds per call).
async function round(ms) {
  const time = bodies.map(() => 0)
  let batches = 0
  const end = performance.now() + ms
  while (performance.now() < end) {
    for (const [index, { size, text }] of bodies.entries()) {
      const started = cpuMicros()
      for (let i = 0; i < batchOf(size); i++) await check(text)
      time[index] += cpuMicros() - started
    }
    batches++
  }
  return bodies.map(({ size }, index) => time[index] / (batches * batchOf(size)))
}

await round(500) // warm up
const rounds = []
for (let i = 0; i < ROUNDS; i++) rounds.push(await round(ROUND_MS))

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const us = (micros) =>
  micros >= 1000 ? `${(micros / 1000).toFixed(2)} ms` : `${Math.round(micros)} µs`

console.log(
  `webhooks-shape-cost (forged bodies, CPU per call, Node ${process.version}${distArg === -1 ? '' : `, ${entry}`})`,
)
for (const [i, costs] of rounds.entries()) {
  console.log(
    `  round ${i + 1}: ${bodies.map(({ size, shape }, index) => `${shape} ${kib(size)} ${us(costs[index])}`).join(', ')}`,
  )
}
const at = (size, shape) => bodies.findIndex((body) => body.size === size && body.shape === shape)
/** Per round, the cost of `shape` over the flat body's at `size`; and the median cost. */
function measure(size, shape) {
  const index = at(size, shape)
  const flat = at(size, 'flat')
  const ratios = rounds.map((costs) => costs[index] / costs[flat])
  return {
    ratio: median(ratios),
    low: Math.min(...ratios),
    high: Math.max(...ratios),
    cost: median(rounds.map((costs) => costs[index])),
    flat: median(rounds.map((costs) => costs[flat])),
  }
}
const [big, small] = SIZES
reportRows(
  shapes
    .filter((shape) => shape !== 'flat')
    .map((shape) => {
      const a = measure(big, shape)
      const b = measure(small, shape)
      return {
        measure: `forged body, ${shape}: CPU to refuse it, against a flat body of its size`,
        figure: `${kib(big)} ${a.ratio.toFixed(2)}× (~${us(a.cost)}, rounds ${a.low.toFixed(2)}–${a.high.toFixed(2)}); ${kib(small)} ${b.ratio.toFixed(2)}× (~${us(b.cost)}, rounds ${b.low.toFixed(2)}–${b.high.toFixed(2)})`,
        peers: `flat body (parsed, canonicalised, verified): ${kib(big)} ~${us(a.flat)}, ${kib(small)} ~${us(b.flat)}`,
        target: `≤ ${TARGET}× flat at both sizes`,
        holds: a.ratio <= TARGET && b.ratio <= TARGET,
      }
    }),
)
