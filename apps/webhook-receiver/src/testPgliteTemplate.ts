// Test helper: new PGlite databases without running PGlite's initdb for each. initdb (in WASM)
// is most of what opening a new PGlite costs, 1.5-3 s of CPU; it runs once into a template
// folder, kept between runs, and each database a test asks for is a copy of that folder (~0.2 s
// to copy, ~0.2 s to open): a cluster as initdb left it, empty, never migrated, what a receiver
// meets on its first start. The tests that prove that first start itself (a missing folder
// created and initialised) open a new folder instead.
import { cpSync, statfsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'
import { openPglite } from './openPglite'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template, and the run's folder for the copies; or why there is none. */
    pglite: { template: string; root: string } | { failed: string }
  }
}

/**
 * The template folder, made when missing (testGlobalSetup.ts). Kept in node_modules/.cache, one
 * per PGlite version (another version's initdb may lay out its folder otherwise); only ever
 * copied, never opened itself. Made aside and renamed into place, so a run killed meanwhile, or
 * two runs at once, never leave a half-made one.
 */
export async function pgliteTemplate(): Promise<string> {
  const cache = fileURLToPath(new URL('../node_modules/.cache/rampkit-pglite/', import.meta.url))
  const template = join(cache, `template-${await pgliteVersion()}`)
  if (await exists(template)) return template
  await mkdir(cache, { recursive: true })
  const aside = await mkdtemp(join(cache, 'making-'))
  try {
    const db = await openPglite(join(aside, 'data'))
    await db.close()
    await rename(join(aside, 'data'), template).catch(async (error: unknown) => {
      // Another run made it first.
      if (!(await exists(template))) throw error
    })
  } finally {
    await rm(aside, { recursive: true, force: true })
  }
  return template
}

async function pgliteVersion(): Promise<string> {
  // The package exports no package.json: found beside its entry point (dist/index.cjs).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const manifest = JSON.parse(await readFile(join(entry, '..', '..', 'package.json'), 'utf8'))
  if (manifest.name !== '@electric-sql/pglite' || typeof manifest.version !== 'string') {
    throw new Error(`Cannot tell the PGlite version from ${entry}`)
  }
  return manifest.version
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/**
 * Where copies go (this project's and the integration tests'): /dev/shm (memory) when it has
 * room, else the temp folder. On a disk each copy (39 MB, ~1,000 files) costs up to a second of
 * kernel time on a busy machine (0.7 CPU-s and 3 s to copy here; in memory 0.07 CPU-s), and
 * every page PGlite writes goes there too. A container's /dev/shm is often 64 MB: too small for
 * the copies a file holds at once (6 in store.test).
 */
export function copiesParent(): string {
  try {
    const shm = statfsSync('/dev/shm')
    if (shm.bavail * shm.bsize >= 1024 ** 3) return '/dev/shm'
  } catch {
    // no /dev/shm: not Linux
  }
  return tmpdir()
}

const copies: string[] = []

/**
 * A new PGlite data folder holding an empty database (a copy of the template), for
 * `createWebhookStore({ dataDir })` or `openPglite`; throws why there is none, failing the test.
 */
export async function pgliteDataDir(): Promise<string> {
  const pglite = inject('pglite')
  if ('failed' in pglite) throw new Error(`No PGlite template: ${pglite.failed}`)
  const dir = await mkdtemp(join(pglite.root, 'db-'))
  // Node's native copy: fs/promises' cp walks the ~1,000 files in JavaScript, 3x slower.
  cpSync(pglite.template, dir, { recursive: true })
  copies.push(dir)
  return dir
}

/**
 * A new, empty folder in the run's folder (where the copies go, in memory when it can be),
 * for a PGlite database a test creates itself; deleted with the copies.
 */
export async function pgliteFolder(): Promise<string> {
  const pglite = inject('pglite')
  if ('failed' in pglite) throw new Error(`No folder for PGlite: ${pglite.failed}`)
  const dir = await mkdtemp(join(pglite.root, 'new-'))
  copies.push(dir)
  return dir
}

/** Deletes this file's copies and folders (the global teardown deletes the run's folder anyway). */
export async function removePgliteDataDirs(): Promise<void> {
  const dirs = copies.splice(0)
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
}
