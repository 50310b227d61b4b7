import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { WebhookEvent } from '@rampkit/core/webhooks'

/** One received webhook call, as listed by `GET /webhooks`. */
export interface StoredWebhook {
  kind: WebhookEvent['kind']
  type: WebhookEvent['type']
  /** Purchase id, or the sale call's `id`. */
  id: string
  /** The purchase's status; `null` for sales, which have none (spec 3). */
  status: string | null
  /** ISO 8601 time of the first delivery. */
  receivedAt: string
  /** The ServicePurchase or ServiceSale as delivered, unknown fields included. */
  payload: Record<string, unknown>
}

export interface WebhookStore {
  /** Stores a call once per kind + id + type; `stored` is false for a repeated delivery. */
  save(event: WebhookEvent): Promise<{ stored: boolean }>
  /** Newest first. */
  list(options?: { limit?: number }): Promise<StoredWebhook[]>
  close(): Promise<void>
}

// Ordered schema changes; each runs once, in a transaction, recorded in schema_migrations.
// Plain PostgreSQL, so the same SQL runs on a server once one process is not enough.
const MIGRATIONS: readonly string[] = [
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
]

interface Row {
  kind: StoredWebhook['kind']
  type: StoredWebhook['type']
  id: string
  status: string | null
  received_at: Date
  payload: Record<string, unknown>
}

/**
 * Opens (or creates) the store. `dataDir` persists across restarts; omit it for an in-memory
 * database (tests).
 */
export async function createWebhookStore(
  options: { dataDir?: string } = {},
): Promise<WebhookStore> {
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true })
  const db = await PGlite.create(options.dataDir)
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }

  let closing: Promise<void> | undefined
  return {
    async save(event) {
      const isPurchase = event.kind === 'purchase'
      const id = isPurchase ? event.purchase.id : event.id
      const status = isPurchase ? event.purchase.status : null
      const payload = isPurchase ? event.purchase : event.sale
      const result = await db.query(
        `insert into webhooks (kind, type, id, status, payload) values ($1, $2, $3, $4, $5)
         on conflict (kind, id, type) do nothing returning seq`,
        [event.kind, event.type, id, status, JSON.stringify(payload)],
      )
      return { stored: result.rows.length === 1 }
    },

    async list({ limit = 100 } = {}) {
      const result = await db.query<Row>(
        `select kind, type, id, status, received_at, payload from webhooks
         order by received_at desc, seq desc limit $1`,
        [limit],
      )
      return result.rows.map((row) => ({
        kind: row.kind,
        type: row.type,
        id: row.id,
        status: row.status,
        receivedAt: row.received_at.toISOString(),
        payload: row.payload,
      }))
    },

    close() {
      // Shutdown may ask twice (signal, then a timeout); close the database once.
      closing ??= db.closed ? Promise.resolve() : db.close()
      return closing
    },
  }
}

async function migrate(db: PGlite): Promise<void> {
  await db.exec('create table if not exists schema_migrations (version integer primary key)')
  const applied = await db.query<{ version: number }>('select version from schema_migrations')
  const done = new Set(applied.rows.map((row) => row.version))
  for (const [index, sql] of MIGRATIONS.entries()) {
    const version = index + 1
    if (done.has(version)) continue
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into schema_migrations (version) values ($1)', [version])
    })
  }
}
