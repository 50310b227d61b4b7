#!/usr/bin/env node
// Overhead of the host API client against a bare fetch + JSON.parse, for v3.getAssets on
// loopback: the sandbox over real HTTP (rate limit off), the two interleaved (order swapped
// every round) so that drift hits both alike. Prints both medians and their ratio.
// Target: client median ≤ 1.15 × bare median. Run after building @rampkit/core and sandbox.
import { performance } from 'node:perf_hooks'
import { createHostApiClient } from '@rampkit/core'
import { DEMO_HOST_API_KEY, startSandbox } from '@rampkit/sandbox'

const TARGET_RATIO = 1.15
const WARMUP = 200
const ROUNDS = Number(process.env.ROUNDS ?? 1000)

const server = await startSandbox({ port: 0, rateLimit: 0 })
try {
  const client = createHostApiClient({ baseUrl: server.apiUrl, hostApiKey: DEMO_HOST_API_KEY })
  // The same URL the client builds, so both ask for (and parse) the same body.
  const url = `${server.apiUrl}/host-api/v3/assets?hostApiKey=${DEMO_HOST_API_KEY}`

  const bare = async () => {
    const response = await fetch(url, { headers: { accept: 'application/json' } })
    if (!response.ok) throw new Error(`bare fetch: ${response.status}`)
    return JSON.parse(await response.text())
  }
  const viaClient = () => client.v3.getAssets()

  const a = await bare()
  const b = await viaClient()
  if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error('bodies differ')

  for (let i = 0; i < WARMUP; i++) {
    await bare()
    await viaClient()
  }

  const times = { bare: [], client: [] }
  const timed = async (name, run) => {
    const start = performance.now()
    await run()
    times[name].push(performance.now() - start)
  }
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      await timed('bare', bare)
      await timed('client', viaClient)
    } else {
      await timed('client', viaClient)
      await timed('bare', bare)
    }
  }

  const median = (values) => {
    const sorted = [...values].sort((x, y) => x - y)
    const mid = sorted.length >> 1
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }
  const bareMs = median(times.bare)
  const clientMs = median(times.client)
  const ratio = clientMs / bareMs
  const bytes = JSON.stringify(a).length
  console.log(
    `core-client-overhead (v3.getAssets, ${bytes} B body, loopback HTTP, ${ROUNDS} interleaved rounds after ${WARMUP} warm-up)`,
  )
  console.log(`  bare fetch + JSON.parse median: ${(bareMs * 1000).toFixed(0)} µs`)
  console.log(`  client.v3.getAssets median:     ${(clientMs * 1000).toFixed(0)} µs`)
  console.log(
    `  ratio: ${ratio.toFixed(3)}× (target ≤ ${TARGET_RATIO}×)  ${ratio <= TARGET_RATIO ? 'PASS' : 'FAIL'}`,
  )
  if (ratio > TARGET_RATIO) process.exitCode = 1
} finally {
  await server.close()
}
