#!/usr/bin/env node
// POST quote requests per second that the sandbox serves on loopback.
// The server (startSandbox, rate limit off) runs in this process; the load comes from a child
// process (this file with --client): a pool of keep-alive connections over raw sockets, one
// request in flight per connection, bounded by a request count and a time limit.
// Every answer must be a 200 with a full body, or the run fails. Target: >= 5,000 req/s.
// Run after building @rampkit/sandbox. Env: CONNECTIONS (32), REQUESTS (60000), SECONDS (8).
import { fork } from 'node:child_process'
import { connect } from 'node:net'
import { performance } from 'node:perf_hooks'

const TARGET = 5_000
const PATH = '/api/host-api/v3/onramp/quote/all?hostApiKey=demo-host-api-key'
const BODY = JSON.stringify({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 })

if (process.argv[2] === '--client') runClient(JSON.parse(process.argv[3]))
else await runServer()

async function runServer() {
  const { startSandbox } = await import('@rampkit/sandbox')
  const server = await startSandbox({ host: '127.0.0.1', port: 0, rateLimit: 0 })
  const load = (options) =>
    new Promise((resolve, reject) => {
      const child = fork(new URL(import.meta.url), ['--client', JSON.stringify(options)])
      child.once('message', resolve)
      child.once('error', reject)
      child.once('exit', (code) => code !== 0 && reject(new Error(`load client exited ${code}`)))
    })
  try {
    const common = { port: server.port, connections: Number(process.env.CONNECTIONS ?? 32) }
    await load({ ...common, requests: 5_000, seconds: 2 }) // warm-up: JIT, sockets
    const result = await load({
      ...common,
      requests: Number(process.env.REQUESTS ?? 60_000),
      seconds: Number(process.env.SECONDS ?? 8),
    })
    const perSecond = Math.round(result.completed / result.seconds)
    console.log(
      `sandbox POST /v3/onramp/quote/all on loopback: ${perSecond} req/s ` +
        `(${result.completed} requests in ${result.seconds.toFixed(2)} s, ${common.connections} keep-alive connections, ` +
        `p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms; target >= ${TARGET} req/s: ${perSecond >= TARGET ? 'met' : 'NOT met'})`,
    )
    if (result.failed > 0) throw new Error(`${result.failed} answers were not 200`)
    process.exitCode = perSecond >= TARGET ? 0 : 1
  } finally {
    await server.close()
  }
}

function runClient({ port, connections, requests, seconds }) {
  const request = Buffer.from(
    `POST ${PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(BODY)}\r\nConnection: keep-alive\r\n\r\n${BODY}`,
  )
  const deadline = performance.now() + seconds * 1000
  const latencies = new Float64Array(requests)
  let sent = 0
  let completed = 0
  let failed = 0
  let open = connections
  const start = performance.now()

  const finish = () => {
    const elapsed = (performance.now() - start) / 1000
    const sorted = latencies.slice(0, completed).sort()
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
    process.send({ completed, failed, seconds: elapsed, p50: at(0.5), p99: at(0.99) }, () =>
      process.exit(0),
    )
  }

  for (let i = 0; i < connections; i++) {
    const socket = connect(port, '127.0.0.1')
    socket.setNoDelay(true)
    let pending = Buffer.alloc(0)
    let sentAt = 0
    const next = () => {
      if (sent >= requests || performance.now() >= deadline) {
        socket.end()
        return
      }
      sent++
      sentAt = performance.now()
      socket.write(request)
    }
    socket.on('connect', next)
    socket.on('data', (chunk) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
      for (;;) {
        const headEnd = pending.indexOf('\r\n\r\n')
        if (headEnd === -1) return
        const head = pending.toString('latin1', 0, headEnd)
        const length = /\r\ncontent-length: *(\d+)/i.exec(head)
        if (!length) throw new Error(`unexpected response framing:\n${head}`)
        const total = headEnd + 4 + Number(length[1])
        if (pending.length < total) return
        if (!head.startsWith('HTTP/1.1 200')) failed++
        latencies[completed++] = performance.now() - sentAt
        pending = pending.subarray(total)
        next()
      }
    })
    socket.on('error', (error) => {
      console.error('load client socket error:', error.message)
      process.exit(1)
    })
    socket.on('close', () => {
      if (--open === 0) finish()
    })
  }
}
