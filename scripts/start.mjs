#!/usr/bin/env node
// `pnpm start`: builds the packages, then runs the sandbox, the webhook receiver, every example
// app and the docs on their fixed ports until Ctrl-C. It says what it is doing: a line per build
// task as turbo starts it, and after every 15 s without a line what it still waits for (a fresh
// clone's build runs minutes-long tasks that print nothing), then one line per address as it
// answers (the README's table), then "all up". Services that are not in the tree yet are skipped.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { delimiter, resolve } from 'node:path'
import { ADDRESSES } from './addresses.mjs'
import { groupAlive } from './processGroups.mjs'
import {
  createBuildProgress,
  createProgressReporter,
  formatDuration,
  PROGRESS_EVERY_MS,
  packagesAtWork,
} from './startProgress.mjs'

// create-rampkit's templates are workspace packages (the example apps are built on them); their
// own build belongs to a generated app.
const TEMPLATES_OUT = '--filter=!./packages/create-rampkit/templates/*'

// The local EVM chain (packages/local-chain: Hardhat's node, the sandbox's ETH tokens at their
// listed addresses); the sandbox moves the ETH assets' crypto on it (--evm-rpc) and connects on
// first use, so the two start side by side.
const LOCAL_CHAIN_RPC = 'http://127.0.0.1:8545'

const services = [
  {
    name: 'chain',
    dir: 'packages/local-chain',
    args: existsSync('packages/local-chain/bin/local-chain.mjs')
      ? ['node', 'bin/local-chain.mjs', '--port', '8545']
      : [],
  },
  {
    name: 'sandbox',
    dir: 'packages/sandbox',
    // The example apps (127.0.0.1:5173–5177, 5179) are loopback origins, admitted by default;
    // webhooks go to the receiver below, named here so the pairing is visible.
    args: [
      'node',
      'dist/cli.js',
      '--port',
      '8787',
      '--webhook-target',
      'http://127.0.0.1:8788',
      '--webhook-target',
      'http://localhost:8788',
      '--evm-rpc',
      LOCAL_CHAIN_RPC,
    ],
  },
  {
    name: 'webhooks',
    dir: 'apps/webhook-receiver',
    // The example apps' webhook panels read GET /webhooks from their own origins.
    args: packageScript(
      'apps/webhook-receiver',
      'start',
      exampleAppOrigins().flatMap((o) => ['--allow-origin', o]),
    ),
  },
  { name: 'react', dir: 'apps/react-example', args: packageScript('apps/react-example', 'start') },
  { name: 'vue', dir: 'apps/vue-example', args: packageScript('apps/vue-example', 'start') },
  {
    name: 'svelte',
    dir: 'apps/svelte-example',
    args: packageScript('apps/svelte-example', 'start'),
  },
  // `next start` serves the production build that the turbo build below made.
  { name: 'next', dir: 'apps/next-example', args: packageScript('apps/next-example', 'start') },
  // Plain HTML, no bundler: the script-tag build of @rampkit/element.
  { name: 'html', dir: 'apps/html-example', args: packageScript('apps/html-example', 'start') },
  // The Expo app's web build (`expo export`, made by the turbo build below), served on 5179.
  { name: 'expo', dir: 'apps/expo-example', args: packageScript('apps/expo-example', 'start') },
  // The documentation site (built by the turbo build below), on 5178, its own host names only.
  { name: 'docs', dir: 'docs', args: packageScript('docs', 'serve') },
].filter((service) => service.args.length > 0)

/**
 * A package's script run as `pnpm run` would run it (a shell, its node_modules/.bin first on
 * PATH), without pnpm in between: an interrupted `pnpm run` prints "ELIFECYCLE Command failed".
 */
function packageScript(dir, name, extraArgs = []) {
  if (!existsSync(`${dir}/package.json`)) return []
  const script = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')).scripts?.[name]
  if (!script) throw new Error(`${dir}/package.json has no "${name}" script`)
  return ['sh', '-c', `${script} "$@"`, name, ...extraArgs]
}

// The example apps' ports (5173..5177, the Expo app's web build on 5179), by either loopback
// name a browser may be given.
function exampleAppOrigins() {
  return [5173, 5174, 5175, 5176, 5177, 5179].flatMap((port) => [
    `http://127.0.0.1:${port}`,
    `http://localhost:${port}`,
  ])
}

let stopping = false
let children = []
/** While a phase waits (the build, the addresses), it hears of every line so as to speak only in silences. */
let quiet = { output() {}, stop() {} }
/** Every line this script prints, its children's included. */
function say(line) {
  console.log(line)
  quiet.output()
}
const startedAt = Date.now()
const seconds = () => `${Math.round((Date.now() - startedAt) / 1000)} s`

// Ctrl-C reaches the whole foreground process group. Each child runs in a group of its own
// (detached), so the terminal's SIGINT reaches this script alone, which stops every child with
// one SIGTERM, waits for them and exits 0. The root "start" script `exec`s this file: a shell
// between pnpm and node would die of the SIGINT itself, and pnpm would then print
// "ELIFECYCLE Command failed".
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

// How long a silence lasts before the script says what it waits for; a test sets it shorter.
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by pnpm start, not an input of a turbo task
const progressEveryMs = Number(process.env.RAMPKIT_START_PROGRESS_MS) || PROGRESS_EVERY_MS

console.log(
  'Building the packages, example apps and docs (turbo). A fresh clone takes about 10 minutes\n' +
    "on 2 cores; afterwards turbo's cache makes it seconds. One line per task as it starts, and\n" +
    `what it is waiting for after every ${formatDuration(progressEveryMs)} without one:`,
)
const buildProgress = createBuildProgress({
  runningPackages: () => packagesAtWork(build.pid, process.cwd()),
})
const build = runChild(
  'build',
  ['turbo', 'run', 'build', TEMPLATES_OUT, '--output-logs=hash-only'],
  '.',
  (line) => buildProgress.observe(line),
)
quiet = createProgressReporter({
  describe: buildProgress.describe,
  print: say,
  everyMs: progressEveryMs,
})
const buildCode = await new Promise((resolve) => build.on('exit', (code) => resolve(code ?? 1)))
quiet.stop()
children = []
if (stopping) process.exit(0)
if (buildCode !== 0) {
  // The task lines above carry no output: run it again for the failing task's errors (the
  // tasks that passed are cached now).
  console.error(`The build failed (exit ${buildCode}). Its errors:`)
  const again = runChild(
    'build',
    ['turbo', 'run', 'build', TEMPLATES_OUT, '--output-logs=errors-only'],
    '.',
  )
  await new Promise((resolve) => again.on('exit', resolve))
  process.exit(buildCode)
}
console.log(`Built in ${seconds()}. Starting ${services.map((s) => s.name).join(', ')}…`)

children = services.map(({ name, dir, args }) => {
  const child = runChild(name, args, dir)
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.log(`[${name}] exited (${signal ?? code}) — stopping everything`)
    stop(1)
  })
  return child
})

await reportAddresses()

/** Prints each address of the README's table once it answers, then one line for all. */
async function reportAddresses() {
  const waiting = ADDRESSES
  const deadline = Date.now() + 120_000
  const pending = new Set(waiting)
  quiet = createProgressReporter({
    describe: () =>
      `Waiting for ${pending.size} of ${waiting.length} addresses (${seconds()}): ` +
      [...pending].map(({ url }) => url).join(', '),
    print: say,
    everyMs: progressEveryMs,
  })
  while (pending.size > 0 && !stopping && Date.now() < deadline) {
    for (const address of [...pending]) {
      if (await answers(address.url)) {
        pending.delete(address)
        say(`  ✓ ${address.url.padEnd(34)} ${address.what}`)
      }
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 500))
  }
  quiet.stop()
  if (stopping) return
  if (pending.size === 0) {
    console.log(`All ${waiting.length} addresses answer (${seconds()}). Ctrl-C stops everything.`)
  } else {
    for (const { url } of pending) console.log(`  ✗ ${url} does not answer after 2 minutes`)
  }
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    await response.body?.cancel()
    return response.ok
  } catch {
    return false
  }
}

/**
 * Spawns `args` in its own process group, its output prefixed with `[name]` line by line (each
 * line also handed to `onLine`).
 */
function runChild(name, args, cwd, onLine = () => {}) {
  const [command, ...rest] = args
  const bins = [resolve(cwd, 'node_modules/.bin'), resolve('node_modules/.bin')]
  const env = { ...process.env, PATH: [...bins, process.env.PATH].join(delimiter) }
  const child = spawn(command, rest, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const prefix = `[${name}] `.padEnd(11)
  for (const stream of [child.stdout, child.stderr]) {
    let pending = ''
    stream.on('data', (chunk) => {
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        if (line.trim() === '') continue
        onLine(line)
        say(prefix + line)
      }
    })
  }
  children.push(child)
  return child
}

/** Resolves once no process of group `pgid` is left. */
async function groupEnded(pgid) {
  while (groupAlive(pgid)) await new Promise((resolve) => setTimeout(resolve, 50))
}

function stop(code) {
  if (stopping) return
  stopping = true
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null)
  if (running.length > 0) console.log(`\nStopping ${running.length} processes…`)
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
  }
  // Each group, not only its leader: a `pnpm … dev` wrapper exits before the server under it
  // has let go of its port, and "Stopped." promises every address free.
  Promise.all(running.map((child) => groupEnded(child.pid))).then(() => {
    if (running.length > 0) console.log('Stopped.')
    process.exit(code)
  })
  // A child that ignores SIGTERM does not keep the terminal.
  setTimeout(() => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {}
    }
    process.exit(code)
  }, 5000).unref()
}
