import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type CommandResult,
  commandEnv,
  npmInstall,
  runCommand,
} from '../../../tarballs/commands.mjs'
import { ensureBuilt } from '../examples/buildExampleApp.js'
import { type RunningServer, startNodeServer } from './nodeServer.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Kept out of the copy: what the repository holds around a fixture app, not the app itself. */
const NOT_COPIED = new Set(['node_modules', 'README.md', 'vitest.config.ts', '.nuxt', '.output'])

/** What npm and the frameworks read in a fixture's steps: no telemetry, CI's output. */
const FIXTURE_ENV = { NUXT_TELEMETRY_DISABLED: '1', CI: '1' }

/** Throws with the output of a failed step of a fixture's set-up, named. */
function ensureOk(step: string, cwd: string, result: CommandResult): void {
  if (result.ok) return
  const tail = result.output.split('\n').slice(-60).join('\n')
  throw new Error(`${step} failed in ${cwd}:\n${tail}`)
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
export async function buildTarballFixture(options: {
  /** The fixture's folder from the repository root: `tarballs/fixtures/nuxt`. */
  fixtureDir: string
  /** The packages the app installs from tarballs: `['@rampkit/core', '@rampkit/vue']`. */
  packages: string[]
  /** Environment of `npm run build`: what a Vite app bakes in (`VITE_*`). */
  buildEnv?: Record<string, string>
}): Promise<BuiltFixture> {
  for (const name of options.packages) ensureBuilt(name)
  const scratch = mkdtempSync(join(tmpdir(), `rampkit-fixture-${basename(options.fixtureDir)}-`))
  const remove = () => rmSync(scratch, { recursive: true, force: true })
  try {
    let packed = process.env.RAMPKIT_PACKED_DIR ?? ''
    if (!packed) {
      packed = join(scratch, 'packed')
      const pack = await runCommand(process.execPath, ['tarballs/pack.mjs', '--out', packed], {
        cwd: ROOT,
      })
      ensureOk('pnpm pack (tarballs/pack.mjs)', ROOT, pack)
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
    // A hung install is stopped and run once more (npmInstall says why).
    ensureOk('npm install', dir, await npmInstall(dir, FIXTURE_ENV, { args: tarballs }))
    // vitest sets NODE_ENV=test, which would give a development build (Vite and the
    // frameworks pick their `development` code by it): build as a user deploys.
    const build = await runCommand('npm', ['run', 'build'], {
      cwd: dir,
      env: commandEnv({ ...FIXTURE_ENV, ...options.buildEnv, NODE_ENV: 'production' }),
    })
    ensureOk('npm run build', dir, build)
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
