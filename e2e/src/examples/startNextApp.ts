import { spawnSync } from 'node:child_process'
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { newestSource } from '../support/newestSource.js'
import { startNodeServer } from '../support/nodeServer.js'
import type { ServedApp } from './exampleAppInChromium.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

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
    // vitest's NODE_ENV=test would make `next build` warn and mix modes: build for production.
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    },
  )
  if (run.status !== 0) throw new Error(`next build of ${appDir} failed: run \`pnpm build\`.`)
}

/**
 * Runs the built Next app (`next start` on a free port) with `env` (read by its server
 * components at each request), after making sure its build is current.
 */
export function startNextApp(options: {
  /** The app's folder from the repository root: `apps/next-example`. */
  appDir: string
  packageName: string
  env: Record<string, string>
}): Promise<ServedApp> {
  ensureNextBuilt(options.appDir, options.packageName)
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
