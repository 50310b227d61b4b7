// vitest globalSetup of this project: one throwaway PostgreSQL cluster for every test file,
// each of which creates its own databases on it (see testPostgresContext.ts).
import type { TestProject } from 'vitest/node'
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
