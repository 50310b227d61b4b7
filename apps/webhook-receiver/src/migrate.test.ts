import { afterAll, describe, expect, it } from 'vitest'
import { MIGRATIONS, migrate } from './migrate'
import { openPglite } from './openPglite'
import { openPostgres } from './openPostgres'
import type { SqlDatabase } from './sqlDatabase'
import { pgliteDataDir, removePgliteDataDirs } from './testPgliteTemplate'
import { postgresSkip, postgresTestDatabase, skippedBecause } from './testPostgresContext'

const skip = postgresSkip()

const backends: { name: string; skip?: string; open(): Promise<SqlDatabase> }[] = [
  { name: 'PGlite', open: async () => openPglite(await pgliteDataDir()) },
  {
    name: 'PostgreSQL server',
    ...(skip === undefined ? {} : { skip }),
    open: async () => openPostgres(await postgresTestDatabase()),
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
  // One database per backend, emptied by each test. Opened by
  // the first test, not in a hook, so that an unusable database fails the tests themselves.
  let opened: Promise<SqlDatabase> | undefined
  async function emptyDatabase() {
    opened ??= open()
    const db = await opened
    await db.exec('drop schema public cascade; create schema public')
    return db
  }
  afterAll(async () => {
    await (await opened?.catch(() => undefined))?.close()
    await removePgliteDataDirs()
  })

  it.skipIf(why !== undefined)(`applies each migration once${skipped}`, async () => {
    const db = await emptyDatabase()
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
      const db = await emptyDatabase()
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
  `migrate: receivers starting at once on one server${skippedBecause()}`,
  () => {
    it('take turns on the advisory lock: one applies the migrations, the others find them done', async () => {
      const url = await postgresTestDatabase()
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
