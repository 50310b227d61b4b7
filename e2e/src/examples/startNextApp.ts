import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ServedApp } from './exampleAppInChromium.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Newest mtime of the TypeScript sources and styles under `dir` (tests left out). */
function newestSource(dir: string): number {
  let at = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'testing') {
        at = Math.max(at, newestSource(path))
      }
    } else if (/\.(tsx?|css)$/.test(entry.name) && !/\.test(-d)?\./.test(entry.name)) {
      at = Math.max(at, statSync(path).mtimeMs)
    }
  }
  return at
}

/** What a Next app's build is made of: its own sources and the workspace sources it bundles. */
const SOURCES = ['src', '../react-example/src', '../example-shared/src', '../../packages/react/src']

/**
 * The app's `next build` is part of `pnpm build` (turbo), so CI builds it once; here it is
 * rebuilt (through turbo, with the packages it needs) only when missing or older than its
 * sources.
 */
function ensureNextBuilt(appDir: string, packageName: string): void {
  const dir = join(ROOT, appDir)
  let builtAt = 0
  try {
    builtAt = statSync(join(dir, '.next', 'BUILD_ID')).mtimeMs
  } catch {}
  const newest = Math.max(...SOURCES.map((source) => newestSource(join(dir, source))))
  if (builtAt >= newest) return
  const run = spawnSync(
    'pnpm',
    ['turbo', 'run', 'build', '--filter', packageName, '--output-logs=errors-only'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
  )
  if (run.status !== 0) throw new Error(`next build of ${appDir} failed: run \`pnpm build\`.`)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Resolves once `url` answers (any status), or rejects when the process exits first. */
async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`next start exited (${child.exitCode}):\n${output()}`)
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  throw new Error(`next start did not answer at ${url} within 30 s:\n${output()}`)
}

/**
 * Runs the built Next app (`next start` on a free port) with `env` (read by its server
 * components at each request), after making sure its build is current.
 */
export async function startNextApp(options: {
  /** The app's folder from the repository root: `apps/next-example`. */
  appDir: string
  packageName: string
  env: Record<string, string>
}): Promise<ServedApp> {
  ensureNextBuilt(options.appDir, options.packageName)
  const dir = join(ROOT, options.appDir)
  const port = await freePort()
  // Node runs Next's CLI itself (no pnpm in between), so the kill below reaches the server.
  const child = spawn(
    process.execPath,
    [
      join(dir, 'node_modules/next/dist/bin/next'),
      'start',
      '--port',
      String(port),
      '--hostname',
      '127.0.0.1',
    ],
    {
      cwd: dir,
      env: { ...process.env, ...options.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      output += chunk
    })
  }
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilServing(url, child, () => output)
  } catch (error) {
    child.kill()
    throw error
  }
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill()
      }),
  }
}
