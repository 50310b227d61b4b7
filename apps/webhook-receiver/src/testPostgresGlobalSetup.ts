// vitest globalSetup of this project: one throwaway PostgreSQL cluster for every test file,
// each of which creates its own databases on it (`createTestDatabase(inject('postgres'))`).
import type { TestProject } from 'vitest/node'
import { postgresSkipReason, startTestPostgres } from './testPostgres'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster's superuser URL and password, or why there is no cluster (never in CI). */
    postgres: { adminUrl: string; password: string } | { skip: string }
  }
}

export default async function setup(project: TestProject) {
  const skip = postgresSkipReason()
  if (skip !== undefined) {
    console.warn(`webhook-receiver: PostgreSQL tests skipped: ${skip}`)
    project.provide('postgres', { skip })
    return
  }
  const server = await startTestPostgres()
  project.provide('postgres', { adminUrl: server.adminUrl, password: server.password })
  return () => server.stop()
}
