import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { spawnGroup, stopGroup } from '../../scripts/processGroups.mjs'
import { forwardCall, serveWebhookCalls } from './webhooks-harness.js'

// The webhook receiver as separate processes on one PostgreSQL database (what several receivers
// behind a load balancer are), for webhooks-postgres.test.ts: its CLI bundled from the sources,
// started and SIGKILLed as a child process (its own process group, stopped as one), and a proxy
// that hands every call to all of them.

const receiverDir = fileURLToPath(new URL('../../apps/webhook-receiver/', import.meta.url))
const coreSources = fileURLToPath(new URL('../../packages/core/src/exports/', import.meta.url))

/**
 * Bundles the receiver's CLI (src/server.ts, core from its sources: no build needed first) into
 * the app's node_modules/.cache, where its own dependencies (pg, hono, PGlite) resolve.
 */
export async function bundleReceiverCli(): Promise<{ entry: string; dispose(): Promise<void> }> {
  const dir = `${receiverDir}node_modules/.cache/rampkit-integration`
  await mkdir(dir, { recursive: true })
  const entry = `${dir}/server-${randomBytes(4).toString('hex')}.mjs`
  await build({
    entryPoints: [`${receiverDir}src/server.ts`],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    external: ['pg', '@electric-sql/pglite', 'hono', 'hono/*', '@hono/node-server'],
    plugins: [
      {
        name: 'core-from-sources',
        setup(plugin) {
          plugin.onResolve({ filter: /^@rampkit\/core(\/\w+)?$/ }, ({ path }) => ({
            path: `${coreSources}${path.split('/')[2] ?? 'index'}.ts`,
          }))
        },
      },
    ],
  })
  return { entry, dispose: () => rm(entry, { force: true }) }
}

export interface ReceiverProcess {
  url: string
  port: number
  /** stdout and stderr so far. */
  output(): string
  /** Resolves when the process has exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /**
   * Sends `signal` (default SIGTERM) to the process group, SIGKILL after 5 s if any of it is
   * left, and waits for the exit.
   */
  stop(signal?: NodeJS.Signals): Promise<void>
}

/**
 * `node <entry> --port <port>` with only DATABASE_URL and PUBLIC_KEY in its environment;
 * resolves once it listens (its banner names the port, so port 0 works).
 */
export async function startReceiverProcess(
  entry: string,
  options: { databaseUrl: string; publicKey: string; port?: number },
): Promise<ReceiverProcess> {
  const child: ChildProcess = spawnGroup(
    process.execPath,
    // Every call of these tests comes from 127.0.0.1, as every call comes from the balancer in
    // front of receivers sharing a database: the per-address cap is raised as the receiver's README
    // says to there (at 32, the burst of 60 concurrent calls to one receiver was closed unanswered).
    [
      entry,
      '--port',
      String(options.port ?? 0),
      '--host',
      '127.0.0.1',
      '--max-connections-per-address',
      '256',
    ],
    {
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: options.databaseUrl,
        PUBLIC_KEY: options.publicKey,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopGroup(child, { signal: 'SIGKILL' })
      reject(new Error(`the receiver did not start within 20 s:\n${output}`))
    }, 20_000)
    const onData = () => {
      const match = /webhook receiver on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      resolve(Number(match[1]))
    }
    child.stdout?.on('data', onData)
    void exited.then(({ code, signal }) => {
      clearTimeout(timer)
      reject(new Error(`the receiver exited (${code ?? signal}) before listening:\n${output}`))
    })
  })

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      await stopGroup(child, { signal })
      await exited
    },
  }
}

export interface FannedOutCall {
  path: string
  body: string
  signature: string | undefined
  /** Each receiver's answer, in the order of `targets`. */
  answers: { status: number; body: { duplicate?: boolean } }[]
}

/**
 * A proxy that sends every call it gets to all `targets` at the same time (the same delivery
 * reaching several receivers at once) and answers 200 only if all of them did.
 */
export async function startFanOutProxy(
  targets: string[],
): Promise<{ url: string; calls: FannedOutCall[]; close(): Promise<void> }> {
  const calls: FannedOutCall[] = []
  const server = await serveWebhookCalls(async (call) => {
    const answers = await Promise.all(
      targets.map((target) =>
        forwardCall<{ duplicate?: boolean }>(target, call).catch(() => ({ status: 0, body: {} })),
      ),
    )
    calls.push({ ...call, answers })
    const ok = answers.every((answer) => answer.status === 200)
    return { status: ok ? 200 : 502, body: {} }
  })
  return { ...server, calls }
}
