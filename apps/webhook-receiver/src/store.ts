import type { WebhookEvent } from '@rampkit/core/webhooks'
import { migrate } from './migrate'
import { openPglite } from './openPglite'
import { openPostgres } from './openPostgres'
import type { SqlDatabase } from './sqlDatabase'
import { fromStorableJson, fromStorableText, toStorableJson, toStorableText } from './storableText'

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
  /**
   * The delivery's body, the exact bytes received (the signed text: the view token is in it);
   * null for calls stored before the receiver kept it.
   */
  body: Uint8Array | null
}

export interface WebhookStore {
  /**
   * Stores a call, parsed and as `body` (the bytes received), once per kind + id + type;
   * `stored` is false for a repeated delivery.
   */
  save(event: WebhookEvent, body: Uint8Array): Promise<{ stored: boolean }>
  /** Newest first. */
  list(options?: { limit?: number }): Promise<StoredWebhook[]>
  /** How many calls are stored. */
  count(): Promise<number>
  close(): Promise<void>
}

interface Row {
  kind: StoredWebhook['kind']
  type: StoredWebhook['type']
  id: string
  status: string | null
  received_at: Date
  payload: Record<string, unknown>
  body: Uint8Array | null
}

export interface WebhookStoreOptions {
  /** PGlite folder, persisted across restarts; omit both options for an in-memory PGlite (tests). */
  dataDir?: string
  /**
   * A PostgreSQL server instead (`postgres://user:password@host:port/database`): several
   * receivers may share it. Holds a password: never logged.
   */
  databaseUrl?: string
  /** Told about a pooled server connection that broke while idle (it is replaced). */
  onDatabaseError?: (error: Error) => void
}

/**
 * Opens the store on PGlite (`dataDir`, or in memory) or on a PostgreSQL server
 * (`databaseUrl`), and brings its schema up to date: the same migrations and queries on both.
 */
export async function createWebhookStore(options: WebhookStoreOptions = {}): Promise<WebhookStore> {
  if (options.dataDir !== undefined && options.databaseUrl !== undefined) {
    throw new TypeError(
      'Give the store either dataDir (PGlite) or databaseUrl (PostgreSQL), not both',
    )
  }
  const db: SqlDatabase =
    options.databaseUrl === undefined
      ? await openPglite(options.dataDir)
      : await openPostgres(options.databaseUrl, {
          ...(options.onDatabaseError ? { onIdleError: options.onDatabaseError } : {}),
        })
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }

  return {
    async save(event, body) {
      const isPurchase = event.kind === 'purchase'
      const id = isPurchase ? event.purchase.id : event.id
      const status = isPurchase ? event.purchase.status : null
      const payload = isPurchase ? event.purchase : event.sale
      // One statement, so one transaction. Receivers sharing a server may insert the same call
      // at once: the unique index makes the later one wait for the earlier to commit, then do
      // nothing (no row returned), so exactly one of them answers `stored`.
      // Strings go through toStorableText: a NUL or a lone surrogate, which text and jsonb cannot
      // hold, would otherwise fail the insert on every retry (or, in text, turn into U+FFFD and
      // make two ids one). The escape is one-to-one, so the unique index still tells calls apart.
      const result = await db.query(
        `insert into webhooks (kind, type, id, status, payload, body)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (kind, id, type) do nothing returning seq`,
        [
          event.kind,
          event.type,
          toStorableText(id),
          status === null ? null : toStorableText(status),
          JSON.stringify(toStorableJson(payload)),
          body,
        ],
      )
      return { stored: result.rows.length === 1 }
    },

    async list({ limit = 100 } = {}) {
      const result = await db.query<Row>(
        `select kind, type, id, status, received_at, payload, body from webhooks
         order by received_at desc, seq desc limit $1`,
        [limit],
      )
      return result.rows.map((row) => ({
        kind: row.kind,
        type: row.type,
        id: fromStorableText(row.id),
        status: row.status === null ? null : fromStorableText(row.status),
        receivedAt: row.received_at.toISOString(),
        payload: fromStorableJson(row.payload) as Record<string, unknown>,
        // pg gives a Buffer, PGlite a Uint8Array: the same bytes, one type.
        body: row.body === null ? null : new Uint8Array(row.body),
      }))
    },

    async count() {
      const result = await db.query<{ count: number }>(
        'select count(*)::int as count from webhooks',
      )
      return result.rows[0]?.count ?? 0
    },

    // Shutdown may ask twice (signal, then a timeout): both database adapters close once.
    close: () => db.close(),
  }
}
