import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { newestSource } from '../support/newestSource.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

function builtAt(file: string): number {
  try {
    return statSync(file).mtimeMs
  } catch {
    return 0
  }
}

/** The folder under packages/ whose package.json is named `packageName`. */
function packageDir(packageName: string): string {
  for (const name of readdirSync(join(ROOT, 'packages'))) {
    const dir = join(ROOT, 'packages', name)
    try {
      if (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name === packageName) {
        return dir
      }
    } catch {}
  }
  throw new Error(`No package named ${packageName} under packages/`)
}

/**
 * The app imports the adapter's dist (the e2e global setup sees to core and the sandbox):
 * rebuild it first when missing or older than its sources.
 */
export function ensureBuilt(packageName: string): void {
  const pkg = packageDir(packageName)
  if (builtAt(join(pkg, 'dist', 'index.js')) >= newestSource(join(pkg, 'src'))) return
  const run = spawnSync(
    'pnpm',
    ['turbo', 'run', 'build', '--filter', packageName, '--output-logs=errors-only'],
    { cwd: ROOT, stdio: 'inherit' },
  )
  if (run.status !== 0) throw new Error(`Building ${packageName} failed: run \`pnpm build\` first.`)
}

export interface BuiltApp {
  dir: string
  remove(): void
}

/**
 * Builds an example app with Vite (the app's own `vite build`, in a child process so the
 * VITE_* variables in `env` are its own) into a scratch folder, after making sure the adapter
 * package it imports (`packageName`, e.g. `@rampkit/react`) is built. `appDir` is the app's
 * folder from the repository root (`apps/react-example`). Returns the folder and its remover.
 */
export function buildExampleApp({
  appDir,
  packageName,
  env,
}: {
  appDir: string
  packageName: string
  env: Record<string, string>
}): BuiltApp {
  ensureBuilt(packageName)
  // The template pages' wallet binding (the sandbox's wallet is the global setup's).
  ensureBuilt('@rampkit/wallet')
  const name = basename(appDir)
  const root = join(ROOT, appDir)
  const dir = mkdtempSync(join(tmpdir(), `rampkit-${name}-`))
  // Vite as the package that holds the app installed it: an app folder inside a package
  // (packages/element/test/lit) has no node_modules of its own. Its bin run by this Node, not
  // through `pnpm exec` (a second Node starting pnpm, ~0.6 CPU-s, for a path known here).
  const cwd = packageDirOf(root)
  const vitePackage = createRequire(join(cwd, 'package.json')).resolve('vite/package.json')
  const viteBin = join(dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite)
  const run = spawnSync(
    process.execPath,
    [viteBin, 'build', root, '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd, env: { ...process.env, ...env }, encoding: 'utf8' },
  )
  if (run.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`vite build of ${name} failed:\n${run.stdout}\n${run.stderr}`)
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** The nearest folder at or above `dir` with a package.json. */
function packageDirOf(dir: string): string {
  let current = dir
  while (!existsSync(join(current, 'package.json')) && dirname(current) !== current) {
    current = dirname(current)
  }
  return current
}
