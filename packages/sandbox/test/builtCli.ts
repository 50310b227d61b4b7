import { type ChildProcess, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnGroup, stopGroup } from '../../../scripts/processGroups.mjs'

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

export interface CliRun {
  child: ChildProcess
  /** What it has printed on stdout so far. */
  output: () => string
  /** What it has printed on stderr so far. */
  errors: () => string
  /** Its exit code, once it has exited. */
  exit: Promise<number | null>
}

const running = new Set<ChildProcess>()

/**
 * The built CLI (build it first: ensureBuiltCli) run with `args` as its own process group, so
 * that stopping it stops what it started; `stopCliRuns` kills the runs a test left going.
 */
export function runCli(args: string[]): CliRun {
  const child = spawnGroup(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  let out = ''
  let err = ''
  child.stdout!.on('data', (chunk) => {
    out += chunk
  })
  child.stderr!.on('data', (chunk) => {
    err += chunk
  })
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => out, errors: () => err, exit }
}

/** Kills every CLI run still going (a failed test's, or `deliveries --follow`'s). */
export async function stopCliRuns(): Promise<void> {
  const runs = [...running]
  running.clear()
  await Promise.all(runs.map((child) => stopGroup(child, { signal: 'SIGKILL' })))
}
