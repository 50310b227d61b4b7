import { describe, expect, it } from 'vitest'
import { openPostgres } from './openPostgres'
import { createWebhookStore } from './store'
import {
  postgresAdminUrl,
  postgresSkip,
  postgresTestDatabase,
  skippedBecause,
} from './testPostgresContext'

describe.skipIf(postgresSkip() !== undefined)(`openPostgres${skippedBecause()}`, () => {
  it('commits a transaction that resolves; rolls back one that throws, rethrowing its error', async () => {
    // One connection: the rolled-back one must come back to the pool usable.
    const db = await openPostgres(await postgresTestDatabase(), { maxConnections: 1 })
    try {
      await db.exec('create table t (x int primary key); insert into t values (1)')
      expect(
        await db.transaction(async (tx) => {
          await tx.query('insert into t values ($1)', [2])
          return (await tx.query<{ n: number }>('select count(*)::int as n from t')).rows[0]
        }),
      ).toEqual({ n: 2 })
      const failure = new Error('work failed')
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into t values ($1)', [3])
          throw failure
        }),
      ).rejects.toBe(failure)
      // a statement error aborts the transaction; it is rolled back too
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into t values ($1)', [4])
          await tx.query('insert into t values ($1)', [1])
        }),
      ).rejects.toThrow(/duplicate key/)
      const rows = await db.query<{ x: number }>('select x from t order by x')
      expect(rows.rows).toEqual([{ x: 1 }, { x: 2 }])
    } finally {
      await db.close()
      await db.close()
    }
    await expect(db.query('select 1')).rejects.toThrow()
  })

  it('an idle connection killed by the server is reported and replaced, the process keeps going', async () => {
    const errors: Error[] = []
    const db = await openPostgres(await postgresTestDatabase(), {
      onIdleError: (e) => errors.push(e),
    })
    try {
      const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid')
      const admin = await openPostgres(postgresAdminUrl())
      try {
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid])
      } finally {
        await admin.close()
      }
      await expect.poll(() => errors.length).toBe(1)
      expect(errors[0]?.message).toMatch(/terminat/)
      expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }])
    } finally {
      await db.close()
    }
  })

  it('a wrong password fails the store at open, without the password in the error', async () => {
    const url = new URL(await postgresTestDatabase())
    url.password = 'not-the-password-Zx81'
    const error = await createWebhookStore({ databaseUrl: url.href }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toMatch(/password authentication failed/)
    expect(
      JSON.stringify({ ...(error as object), message: (error as Error).message }),
    ).not.toContain('not-the-password-Zx81')
  })
})
