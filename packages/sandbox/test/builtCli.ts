import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..')
export const CLI = join(PACKAGE_DIR, 'dist', 'cli.js')

function newestSource(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path))
    else if (!entry.name.includes('.test')) newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

/**
 * Builds the package when dist/cli.js is missing or older than the sources (the bundled
 * @rampkit/server-plumbing's included).
 */
export function ensureBuiltCli(): string {
  const newest = Math.max(
    newestSource(join(PACKAGE_DIR, 'src')),
    newestSource(join(PACKAGE_DIR, '..', 'server-plumbing', 'src')),
  )
  const stale = !existsSync(CLI) || statSync(CLI).mtimeMs < newest
  if (stale) {
    const run = spawnSync('pnpm', ['run', 'build'], { cwd: PACKAGE_DIR, encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`)
  }
  return CLI
}
