import type { Pool, PoolClient } from 'pg'
import type { SqlDatabase, SqlExecutor } from './sqlDatabase'

export interface OpenPostgresOptions {
  /**
   * Told about a connection that broke while idle in the pool (server restarted, connection
   * killed); the pool drops it and opens another when needed. Default: ignored.
   */
  onIdleError?: (error: Error) => void
  /** Connections kept at most (default 10). */
  maxConnections?: number
}

/**
 * A PostgreSQL server as a `SqlDatabase`, through a pg connection pool. `connectionString` is
 * a `postgres://user:password@host:port/database` URL (`?sslmode=require` and the other libpq
 * parameters pg understands work); it holds the password, so it is never logged.
 */
export async function openPostgres(
  connectionString: string,
  options: OpenPostgresOptions = {},
): Promise<SqlDatabase> {
  // Loaded only when used: the embedded PGlite default never needs the driver.
  const { Pool } = await import('pg')
  const pool = new Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    // A server that does not answer fails the call (500, so the sender retries) instead of
    // holding it open for ever.
    connectionTimeoutMillis: 10_000,
    application_name: 'rampkit-webhook-receiver',
  })
  // Without a listener an idle connection's error would crash the process.
  pool.on('error', (error) => options.onIdleError?.(error))

  let closing: Promise<void> | undefined
  return {
    ...executor(pool),
    async transaction(work) {
      const client = await pool.connect()
      // A connection whose rollback failed is in an unknown state: destroy it, do not reuse it.
      let broken: Error | undefined
      try {
        await client.query('begin')
        const result = await work(executor(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError
        })
        throw error
      } finally {
        client.release(broken)
      }
    },
    close() {
      closing ??= pool.end()
      return closing
    },
  }
}

// The pool (any free connection) and one checked-out connection query alike.
function executor(target: Pool | PoolClient): SqlExecutor {
  return {
    query: async <Row>(sql: string, params?: readonly unknown[]) => ({
      rows: (await target.query(sql, params ? [...params] : [])).rows as Row[],
    }),
    exec: async (sql) => {
      // Without parameters pg uses the simple protocol, which runs several statements.
      await target.query(sql)
    },
  }
}
