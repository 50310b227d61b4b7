import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuilt } from '../examples/buildExampleApp.js'
import { type RunningServer, startNodeServer } from './nodeServer.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Kept out of the copy: what the repository holds around a fixture app, not the app itself. */
const NOT_COPIED = new Set(['node_modules', 'README.md', 'vitest.config.ts', '.nuxt', '.output'])

/** One step of a fixture's set-up, its output kept for the error that names the failed step. */
function run(
  step: string,
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): void {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NUXT_TELEMETRY_DISABLED: '1', CI: '1', ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) {
    const tail = (text: string | null) => (text ?? '').split('\n').slice(-60).join('\n')
    throw new Error(
      `${step} failed (${result.error?.message ?? `exit ${result.status}`}) in ${cwd}:\n` +
        `${command} ${args.join(' ')}\n--- stdout\n${tail(result.stdout)}\n--- stderr\n${tail(result.stderr)}`,
    )
  }
}

export interface BuiltFixture {
  /** The installed and built app, in a scratch folder outside the workspace. */
  dir: string
  remove(): void
}

/**
 * A fixture app as a user gets it: the published packages packed (`tarballs/pack.mjs`, the
 * same `pnpm pack` as a release; the folder RAMPKIT_PACKED_DIR names when `pnpm test` packed
 * them), the app copied to a scratch folder outside the workspace (so nothing resolves from
 * the workspace's node_modules), its framework installed with npm from its package-lock.json
 * (`--prefer-offline`: npm's own cache serves later runs) together with the tarballs of
 * `packages`, then `npm run build`. Each failing step throws with its output.
 */
export function buildTarballFixture(options: {
  /** The fixture's folder from the repository root: `tarballs/fixtures/nuxt`. */
  fixtureDir: string
  /** The packages the app installs from tarballs: `['@rampkit/core', '@rampkit/vue']`. */
  packages: string[]
  /** Environment of `npm run build`: what a Vite app bakes in (`VITE_*`). */
  buildEnv?: Record<string, string>
}): BuiltFixture {
  for (const name of options.packages) ensureBuilt(name)
  const scratch = mkdtempSync(join(tmpdir(), `rampkit-fixture-${basename(options.fixtureDir)}-`))
  const remove = () => rmSync(scratch, { recursive: true, force: true })
  try {
    let packed = process.env.RAMPKIT_PACKED_DIR ?? ''
    if (!packed) {
      packed = join(scratch, 'packed')
      run(
        'pnpm pack (tarballs/pack.mjs)',
        process.execPath,
        ['tarballs/pack.mjs', '--out', packed],
        ROOT,
      )
    }
    const dir = join(scratch, 'app')
    cpSync(join(ROOT, options.fixtureDir), dir, {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(basename(source)) && !source.endsWith('.test.ts'),
    })
    // pack.mjs names each package's tarball in its manifest.
    const manifest: Record<string, { tarball: string } | undefined> = JSON.parse(
      readFileSync(join(packed, 'manifest.json'), 'utf8'),
    )
    const tarballs = options.packages.map((name) => {
      const tarball = manifest[name]?.tarball
      if (tarball === undefined) throw new Error(`tarballs/pack.mjs packed no ${name}`)
      return tarball
    })
    run(
      'npm install',
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs],
      dir,
    )
    // vitest sets NODE_ENV=test, which would give a development build (Vite and the
    // frameworks pick their `development` code by it): build as a user deploys.
    run('npm run build', 'npm', ['run', 'build'], dir, {
      ...options.buildEnv,
      NODE_ENV: 'production',
    })
    return { dir, remove }
  } catch (error) {
    remove()
    throw error
  }
}

/**
 * Runs a built fixture's Node server (`entry`, e.g. `.output/server/index.mjs`) on a free port
 * (`PORT`/`HOST`, which Nitro and adapter-node both read) with `env`, once it answers.
 */
export function startFixtureServer(
  dir: string,
  entry: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  return startNodeServer({
    cwd: dir,
    args: () => [entry],
    env: (port) => ({ ...env, PORT: String(port), HOST: '127.0.0.1' }),
  })
}
