import { mkdir } from 'node:fs/promises'
import type { Transaction } from '@electric-sql/pglite'
import type { SqlDatabase, SqlExecutor } from './sqlDatabase'

/**
 * PGlite (PostgreSQL in WASM) as a `SqlDatabase`: persisted to `dataDir`, or in memory without
 * one. One process only: PGlite holds the folder for itself.
 */
export async function openPglite(dataDir?: string): Promise<SqlDatabase> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true })
  // Loaded only when used: a receiver on a PostgreSQL server never starts the WASM engine.
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dataDir)
  let closing: Promise<void> | undefined
  return {
    ...executor(db),
    transaction: (work) => db.transaction((tx) => work(executor(tx))),
    close() {
      closing ??= db.closed ? Promise.resolve() : db.close()
      return closing
    },
  }
}

// PGlite itself and its transactions query alike.
function executor(target: Pick<Transaction, 'query' | 'exec'>): SqlExecutor {
  return {
    query: async <Row>(sql: string, params?: readonly unknown[]) => ({
      rows: (await target.query<Row>(sql, params ? [...params] : [])).rows,
    }),
    exec: async (sql) => {
      await target.exec(sql)
    },
  }
}
