import { spawnSync } from 'node:child_process'
import { statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { newestSource } from './newestSource.js'

// The browser tests load the packages as an app would, from their dist. A missing build, or
// one older than its sources, is rebuilt first (turbo; a no-op when up to date), so the tests
// never run stale code.
const root = fileURLToPath(new URL('../../../', import.meta.url))
const PACKAGES = ['core', 'sandbox']

function builtAt(name: string): number {
  try {
    // The file the package's main export points at (rewritten by every build).
    const entry = createRequire(join(root, 'e2e', 'package.json')).resolve(`@rampkit/${name}`)
    return statSync(entry).mtimeMs
  } catch {
    return 0
  }
}

const stale = () =>
  PACKAGES.filter((name) => builtAt(name) < newestSource(join(root, 'packages', name, 'src')))

export default function checkBuilt(): void {
  if (stale().length === 0) return
  const filters = PACKAGES.flatMap((name) => ['--filter', `@rampkit/${name}`])
  const run = spawnSync(
    'pnpm',
    ['turbo', 'run', 'build', ...filters, '--output-logs=errors-only'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  const left = stale()
  if (run.status !== 0 || left.length > 0) {
    throw new Error(
      `e2e runs against the built packages, and building ${left.join(', ') || 'them'} failed: run \`pnpm turbo run build\` and fix the build first.`,
    )
  }
}
