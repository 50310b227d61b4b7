// Test helper: the cluster of testGlobalSetup.ts as seen from a test file.
import { inject } from 'vitest'
import { createTestDatabase } from './testPostgres'

/** Why the PostgreSQL tests are skipped here (PostgreSQL missing outside CI), else undefined. */
export function postgresSkip(): string | undefined {
  const postgres = inject('postgres')
  return 'skip' in postgres ? postgres.skip : undefined
}

/** ` (skipped: why)` for a test name, or nothing. */
export function skippedBecause(): string {
  const skip = postgresSkip()
  return skip === undefined ? '' : ` (skipped: ${skip})`
}

/** The cluster's superuser URL; throws why there is none, failing the test. */
export function postgresAdminUrl(): string {
  const postgres = inject('postgres')
  if ('adminUrl' in postgres) return postgres.adminUrl
  throw new Error('skip' in postgres ? postgres.skip : postgres.failed)
}

/** A new, empty database on the cluster: its URL. */
export function postgresTestDatabase(): Promise<string> {
  return createTestDatabase(postgresAdminUrl())
}
