// vitest globalSetup of this project: one throwaway PostgreSQL cluster for every test file,
// each of which creates its own databases on it (see testPostgresContext.ts); and the PGlite
// template the files copy their PGlite databases from (testPgliteTemplate.ts), with a folder
// for the copies. Both at once: the cluster starts in child processes while PGlite, when the
// template is still to make, initialises in this one.
import { rmSync, statfsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { pgliteTemplate } from './testPgliteTemplate'
import { postgresSkipReason, startTestPostgres } from './testPostgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The cluster's superuser URL and password; or why the PostgreSQL tests are skipped (never
     * in CI); or why the cluster did not start (those tests fail with it).
     */
    postgres: { adminUrl: string; password: string } | { skip: string } | { failed: string }
  }
}

export default async function setup(project: TestProject) {
  const teardowns = await Promise.all([setupPostgres(project), setupPglite(project)])
  return async () => {
    await Promise.all(teardowns.map((teardown) => teardown?.()))
  }
}

async function setupPostgres(project: TestProject) {
  const skip = postgresSkipReason()
  if (skip !== undefined) {
    console.warn(`webhook-receiver: PostgreSQL tests skipped: ${skip}`)
    project.provide('postgres', { skip })
    return
  }
  try {
    const server = await startTestPostgres()
    project.provide('postgres', { adminUrl: server.adminUrl, password: server.password })
    return () => server.stop()
  } catch (error) {
    // Not thrown here: the tests that need the cluster fail one by one, each saying why.
    project.provide('postgres', { failed: error instanceof Error ? error.message : String(error) })
    return
  }
}

async function setupPglite(project: TestProject) {
  const root = await mkdtemp(join(copiesParent(), 'rampkit-receiver-pglite-'))
  // A run that ends without its teardown (a second Ctrl-C) leaves no copies in memory either.
  const removeOnExit = () => rmSync(root, { recursive: true, force: true })
  process.once('exit', removeOnExit)
  try {
    project.provide('pglite', { template: await pgliteTemplate(), root })
  } catch (error) {
    // As for the cluster: the tests that need a PGlite database fail, each saying why.
    project.provide('pglite', { failed: error instanceof Error ? error.message : String(error) })
  }
  return async () => {
    process.removeListener('exit', removeOnExit)
    await rm(root, { recursive: true, force: true })
  }
}

/**
 * Where the run's PGlite copies go: /dev/shm (memory) when it has room, else the temp folder.
 * On a disk each copy (39 MB, ~1,000 files) costs up to a second of kernel time on a busy
 * machine, and each commit of PGlite on it an fsync; in memory neither. A container's /dev/shm
 * is often 64 MB: too small for the copies a file holds at once (6 in store.test).
 */
function copiesParent(): string {
  try {
    const shm = statfsSync('/dev/shm')
    if (shm.bavail * shm.bsize >= 1024 ** 3) return '/dev/shm'
  } catch {
    // no /dev/shm: not Linux
  }
  return tmpdir()
}
