#!/usr/bin/env node
// How long `pnpm start` takes from starting its services to every address answering, and the
// local EVM chain's part of it: the time the chain's process reports (Hardhat's network up and
// the sandbox's tokens placed) and when its JSON-RPC address answered. Runs scripts/start.mjs as
// `pnpm start` does, after the build (`pnpm bench` builds first, so its build is turbo's cache),
// then stops it with Ctrl-C's signal. Needs `pnpm start`'s ports free: stop a running one first.
import { spawn } from 'node:child_process'
import { reportRows } from './lib/rows.mjs'

const ROOT = new URL('..', import.meta.url).pathname
// The chain's own figure should stay a small part of the whole; a quiet 2-core machine measured
// 1.2–1.8 s for it.
const CHAIN_TARGET_MS = 5_000
// `pnpm bench` builds first, so the build here is turbo's cache; run alone it may build.
const BUILD_LIMIT_MS = 900_000
const LIMIT_MS = 240_000

const start = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'pipe'],
  // its own process group: the SIGINT below reaches it as a terminal's Ctrl-C would
  detached: true,
})

/** Milliseconds since the services started, at the lines that tell. */
const seen = { servicesAt: 0, chainReportedMs: 0, chainAnsweredAt: 0, allAt: 0, addresses: 0 }
const output = []
let failure = ''
let timer
let limit = (_ms, _what) => {}

const done = new Promise((resolve) => {
  let pending = ''
  const onData = (chunk) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) onLine(line, resolve)
  }
  start.stdout.on('data', onData)
  start.stderr.on('data', onData)
  start.on('exit', (code) => {
    // After every address answered, the exit is the stop below.
    if (!seen.allAt) failure ||= `pnpm start exited (${code}) before every address answered`
    resolve()
  })
  limit = (ms, what) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      failure ||= `${what} took over ${ms / 1000} s`
      resolve()
    }, ms)
    timer.unref()
  }
  limit(BUILD_LIMIT_MS, 'the build')
})

function onLine(line, resolve) {
  output.push(line)
  const now = performance.now()
  if (line.startsWith('Built in')) {
    seen.servicesAt = now
    limit(LIMIT_MS, 'every address answering')
  }
  const reported = /^\[chain\].* started in (\d+) ms/.exec(line)
  if (reported) seen.chainReportedMs = Number(reported[1])
  if (/✓ http:\/\/127\.0\.0\.1:8545\//.test(line)) seen.chainAnsweredAt = now
  const all = /^All (\d+) addresses answer/.exec(line)
  if (all) {
    seen.allAt = now
    seen.addresses = Number(all[1])
    resolve()
  }
  if (/✗ .* does not answer/.test(line)) {
    failure ||= line.trim()
    resolve()
  }
}

await done
const stopped = new Promise((resolve) => {
  if (start.exitCode !== null) resolve()
  else start.once('exit', resolve)
})
try {
  process.kill(-start.pid, 'SIGINT')
} catch {}
await stopped

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
if (failure || !seen.servicesAt || !seen.chainAnsweredAt) {
  console.error(`pnpm start: ${failure || 'the chain never answered'}\n${output.join('\n')}`)
  reportRows([{ measure: 'pnpm start', figure: 'failed', target: 'all up', holds: false }])
} else {
  reportRows([
    {
      measure: `pnpm start: services started → all ${seen.addresses} addresses answer`,
      figure: seconds(seen.allAt - seen.servicesAt),
    },
    {
      measure: 'local chain inside it: Hardhat network up, tokens placed (its own report)',
      figure: seconds(seen.chainReportedMs),
      target: `≤ ${seconds(CHAIN_TARGET_MS)}`,
      holds: seen.chainReportedMs <= CHAIN_TARGET_MS,
    },
    {
      measure: 'local chain inside it: services started → its JSON-RPC answers',
      figure: seconds(seen.chainAnsweredAt - seen.servicesAt),
    },
  ])
}
