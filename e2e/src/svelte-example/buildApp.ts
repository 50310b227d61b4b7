import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// The React test's buildApp names its app and package; this is the same for Svelte (sources
// include .svelte files, and the package builds with svelte-package).
const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const APP = join(ROOT, 'apps', 'svelte-example')

function newest(dir: string): number {
  let at = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) at = Math.max(at, newest(path))
    else if (/\.(ts|svelte)$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name)) {
      at = Math.max(at, statSync(path).mtimeMs)
    }
  }
  return at
}

function builtAt(file: string): number {
  try {
    return statSync(file).mtimeMs
  } catch {
    return 0
  }
}

/**
 * The app imports @rampkit/svelte's dist (the e2e global setup sees to core and the sandbox):
 * rebuild it first when missing or older than its sources.
 */
function ensureSvelteBuilt(): void {
  const pkg = join(ROOT, 'packages', 'svelte')
  if (builtAt(join(pkg, 'dist', 'index.js')) >= newest(join(pkg, 'src', 'lib'))) return
  const run = spawnSync(
    'pnpm',
    ['turbo', 'run', 'build', '--filter', '@rampkit/svelte', '--output-logs=errors-only'],
    { cwd: ROOT, stdio: 'inherit' },
  )
  if (run.status !== 0) throw new Error('Building @rampkit/svelte failed: run `pnpm build` first.')
}

/**
 * Builds apps/svelte-example with Vite (the app's own `vite build`, in a child process so the
 * VITE_* variables are its own) into a scratch folder. Returns the folder and its remover.
 */
export function buildApp(env: Record<string, string>): { dir: string; remove(): void } {
  ensureSvelteBuilt()
  const dir = mkdtempSync(join(tmpdir(), 'rampkit-svelte-example-'))
  const run = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: APP, env: { ...process.env, ...env }, encoding: 'utf8' },
  )
  if (run.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`vite build of svelte-example failed:\n${run.stdout}\n${run.stderr}`)
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
