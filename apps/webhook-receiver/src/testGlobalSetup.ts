// vitest globalSetup of this project: one throwaway PostgreSQL cluster for every test file,
// each of which creates its own databases on it (see testPostgresContext.ts); and the PGlite
// template the files copy their PGlite databases from (testPgliteTemplate.ts), with a folder
// for the copies. Both at once: the cluster starts in child processes while PGlite, when the
// template is still to make, initialises in this one.
import { rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { copiesParent, pgliteTemplate } from './testPgliteTemplate'
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
