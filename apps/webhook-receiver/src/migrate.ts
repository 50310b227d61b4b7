import type { SqlDatabase } from './sqlDatabase'

/**
 * Ordered schema changes, plain PostgreSQL run as they are by PGlite and by a server. Append
 * only: version N is the N-th entry, recorded in schema_migrations once applied.
 */
export const MIGRATIONS: readonly string[] = [
  `create table webhooks (
     seq bigint generated always as identity primary key,
     kind text not null,
     type text not null,
     id text not null,
     status text,
     received_at timestamptz not null default now(),
     payload jsonb not null,
     unique (kind, id, type)
   );
   create index webhooks_received_at on webhooks (received_at desc, seq desc);`,
  // The delivery's exact bytes, which text and jsonb cannot always hold (store.ts). Null for
  // calls stored before, and by receivers of the previous version during a rollout.
  'alter table webhooks add column body bytea',
]

// Any constant shared by every receiver of this schema: "rampkit" in ASCII, as a bigint written
// in decimal (hex literals need PostgreSQL 16). Only advisory locks on the same key wait.
const MIGRATION_LOCK_KEY = '32195270010431860'

/**
 * Applies the migrations not yet recorded, all in one transaction. Receivers started at the
 * same time on one server take turns on a transaction-scoped advisory lock: the first applies
 * them, the next finds them recorded (without it both would try to create the same tables and
 * one would fail on a duplicate key in the catalog).
 */
export async function migrate(
  db: SqlDatabase,
  migrations: readonly string[] = MIGRATIONS,
): Promise<{ applied: number[] }> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`)
    await tx.exec('create table if not exists schema_migrations (version integer primary key)')
    const recorded = await tx.query<{ version: number }>('select version from schema_migrations')
    const done = new Set(recorded.rows.map((row) => row.version))
    const applied: number[] = []
    for (const [index, sql] of migrations.entries()) {
      const version = index + 1
      if (done.has(version)) continue
      await tx.exec(sql)
      await tx.query('insert into schema_migrations (version) values ($1)', [version])
      applied.push(version)
    }
    return { applied }
  })
}
