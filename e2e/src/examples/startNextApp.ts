import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { newestSource } from '../support/newestSource.js'
import { startNodeServer } from '../support/nodeServer.js'
import type { ServedApp } from './exampleAppInChromium.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * What a Next app's build is made of: its own sources, the template page it renders (with the
 * template's stylesheet) and the workspace sources it bundles.
 */
const SOURCES = [
  'src',
  '../../packages/create-rampkit/templates/next/app',
  // Next's page is the React template's (create-rampkit copies it into the app).
  '../../packages/create-rampkit/templates/react/src',
  '../../packages/create-rampkit/templates/_shared',
  '../react-example/src',
  '../example-shared/src',
  '../../packages/react/src',
]

const builtAt = (dir: string) => {
  try {
    return statSync(join(dir, '.next', 'BUILD_ID')).mtimeMs
  } catch {
    return 0
  }
}
const isCurrent = (dir: string) =>
  builtAt(dir) >= Math.max(...SOURCES.map((source) => newestSource(join(dir, source))))

/** Whether the process that wrote `lock` still runs (a killed test run leaves its lock behind). */
function holderAlive(lock: string): boolean {
  let pid: number
  try {
    pid = Number(readFileSync(lock, 'utf8'))
  } catch {
    return true // gone since, or being written: try again
  }
  if (!Number.isInteger(pid) || pid <= 0) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Runs `work` holding a lock file: the e2e files run in parallel workers, and a second
 * `next build` of the same app while one runs fails ("Another next build process is already
 * running"); the second file waits for the first one's build instead.
 */
async function withLock<T>(name: string, work: () => T): Promise<T> {
  const lock = join(
    tmpdir(),
    `rampkit-${createHash('sha256').update(name).digest('hex').slice(0, 16)}.lock`,
  )
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      if (holderAlive(lock)) await sleep(250)
      else rmSync(lock, { force: true })
    }
  }
  try {
    return work()
  } finally {
    rmSync(lock, { force: true })
  }
}

/**
 * The app's `next build` is part of `pnpm build` (turbo), so CI builds it once; here it is
 * rebuilt (through turbo, with the packages it needs) only when missing or older than its
 * sources, once per test run however many test files start the app.
 */
async function ensureNextBuilt(appDir: string, packageName: string): Promise<void> {
  const dir = join(ROOT, appDir)
  if (isCurrent(dir)) return
  await withLock(dir, () => {
    if (isCurrent(dir)) return // built by another test file while this one waited
    const run = spawnSync(
      'pnpm',
      ['turbo', 'run', 'build', '--filter', packageName, '--output-logs=errors-only'],
      // vitest's NODE_ENV=test would make `next build` warn and mix modes: build for production.
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      },
    )
    if (run.status !== 0) throw new Error(`next build of ${appDir} failed: run \`pnpm build\`.`)
  })
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
  await ensureNextBuilt(options.appDir, options.packageName)
  const dir = join(ROOT, options.appDir)
  return startNodeServer({
    cwd: dir,
    args: (port) => [
      join(dir, 'node_modules/next/dist/bin/next'),
      'start',
      '--port',
      String(port),
      '--hostname',
      '127.0.0.1',
    ],
    env: () => ({ ...options.env, NEXT_TELEMETRY_DISABLED: '1' }),
  })
}
