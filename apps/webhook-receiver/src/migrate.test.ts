import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { MIGRATIONS, migrate } from './migrate'
import { openPglite } from './openPglite'
import { openPostgres } from './openPostgres'
import type { SqlDatabase } from './sqlDatabase'
import { createTestDatabase } from './testPostgres'

const postgres = inject('postgres')
const skip = 'skip' in postgres ? postgres.skip : undefined

async function postgresDatabase(): Promise<string> {
  if ('skip' in postgres) throw new Error(postgres.skip)
  return createTestDatabase(postgres.adminUrl)
}

const backends: { name: string; skip?: string; open(): Promise<SqlDatabase> }[] = [
  { name: 'PGlite', open: () => openPglite() },
  {
    name: 'PostgreSQL server',
    ...(skip === undefined ? {} : { skip }),
    open: async () => openPostgres(await postgresDatabase()),
  },
]

const tablesOf = async (db: SqlDatabase) =>
  (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' order by table_name`,
    )
  ).rows.map((row) => row.name)

describe.each(backends)('migrate on $name', ({ skip: why, open }) => {
  const skipped = why === undefined ? '' : ` (skipped: ${why})`
  // One database per backend (PGlite takes seconds to start), emptied before each test.
  let db: SqlDatabase
  beforeAll(async () => {
    if (why === undefined) db = await open()
  })
  afterAll(() => db?.close())
  beforeEach(async () => {
    await db?.exec('drop schema public cascade; create schema public')
  })

  it.skipIf(why !== undefined)(`applies each migration once${skipped}`, async () => {
    expect(await migrate(db)).toEqual({ applied: MIGRATIONS.map((_, i) => i + 1) })
    expect(await migrate(db)).toEqual({ applied: [] })
    expect(await tablesOf(db)).toEqual(['schema_migrations', 'webhooks'])
    // a migration appended later is applied alone
    const later = [...MIGRATIONS, 'create table later (x int)']
    expect(await migrate(db, later)).toEqual({ applied: [later.length] })
  })

  it.skipIf(why !== undefined)(
    `a failing migration rolls back every change of that run and records nothing${skipped}`,
    async () => {
      const broken = ['create table first (x int)', 'create table second (x int', 'select 1']
      await expect(migrate(db, broken)).rejects.toThrow(/syntax error/)
      expect(await tablesOf(db)).toEqual([])
      const fixed = ['create table first (x int)', 'create table second (x int)']
      expect(await migrate(db, fixed)).toEqual({ applied: [1, 2] })
      expect(await tablesOf(db)).toEqual(['first', 'schema_migrations', 'second'])
    },
  )
})

describe.skipIf(skip !== undefined)(
  `migrate: receivers starting at once on one server${skip === undefined ? '' : ` (skipped: ${skip})`}`,
  () => {
    it('take turns on the advisory lock: one applies the migrations, the others find them done', async () => {
      const url = await postgresDatabase()
      const dbs = await Promise.all(Array.from({ length: 4 }, () => openPostgres(url)))
      try {
        // Slow migrations widen the window in which unlocked runs would collide.
        const slow = [`select pg_sleep(0.2); ${MIGRATIONS[0]}`, 'create table later (x int)']
        const results = await Promise.all(dbs.map((db) => migrate(db, slow)))
        expect(results.map((r) => r.applied).sort()).toEqual([[], [], [], [1, 2]])
        const versions = await dbs[0]!.query<{ version: number }>(
          'select version from schema_migrations order by version',
        )
        expect(versions.rows).toEqual([{ version: 1 }, { version: 2 }])
      } finally {
        await Promise.all(dbs.map((db) => db.close()))
      }
    })
  },
)
