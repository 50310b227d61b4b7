import { join } from 'node:path'
import { parseWebhook, type WebhookEvent } from '@rampkit/core/webhooks'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { MIGRATIONS, migrate } from './migrate'
import { openPglite } from './openPglite'
import { openPostgres } from './openPostgres'
import type { SqlDatabase } from './sqlDatabase'
import { createWebhookStore, type WebhookStore } from './store'
import { anyString, purchase, sale } from './testFixtures'
import { pgliteDataDir, pgliteFolder, removePgliteDataDirs } from './testPgliteTemplate'
import { postgresSkip, postgresTestDatabase, skippedBecause } from './testPostgresContext'

afterAll(removePgliteDataDirs)

interface Database {
  /** The store on it; may be called again once the previous one is closed. */
  open(): Promise<WebhookStore>
  /** Plain SQL on it; may be called again once the previous one is closed. */
  openDatabase(): Promise<SqlDatabase>
}

interface Backend {
  name: string
  skip?: string
  /** A new, empty database. */
  fresh(): Promise<Database>
  /**
   * A new database as a receiver meets it on its very first start: for PGlite a folder that
   * does not exist yet (nor its parent), created and initialised by the first open.
   */
  firstStart(): Promise<Database>
  /** A store on a new, empty database. */
  scratch(): Promise<WebhookStore>
}

const pgliteOn = (dataDir: string): Database => ({
  open: () => createWebhookStore({ dataDir }),
  openDatabase: () => openPglite(dataDir),
})

async function postgresDatabase(): Promise<Database> {
  const databaseUrl = await postgresTestDatabase()
  return {
    open: () => createWebhookStore({ databaseUrl }),
    openDatabase: () => openPostgres(databaseUrl),
  }
}

const backends: Backend[] = [
  {
    name: 'PGlite',
    // Copies of an initialised template (testPgliteTemplate.ts): PGlite's initdb costs seconds.
    fresh: async () => pgliteOn(await pgliteDataDir()),
    firstStart: async () => pgliteOn(join(await pgliteFolder(), 'nested', 'webhooks')),
    scratch: async () => createWebhookStore({ dataDir: await pgliteDataDir() }),
  },
  {
    name: 'PostgreSQL server (DATABASE_URL)',
    ...(postgresSkip() === undefined ? {} : { skip: postgresSkip() }),
    fresh: postgresDatabase,
    firstStart: postgresDatabase,
    scratch: async () => createWebhookStore({ databaseUrl: await postgresTestDatabase() }),
  },
]

describe.each(backends)('webhook store on $name', ({ skip, fresh, firstStart, scratch }) => {
  const skipped = skip === undefined ? '' : ` (skipped: ${skip})`

  it.skipIf(skip !== undefined)(
    `stores a burst of concurrent saves each once, one of a call's two deliveries answered stored, every body whole${skipped}`,
    async () => {
      const store = await scratch()
      try {
        // 60 calls at once, each sent twice, the repeats racing their first delivery.
        const calls = Array.from({ length: 60 }, (_, i) =>
          i % 3 === 0
            ? delivery({ id: `s-burst-${i}`, type: 'CREATED', mode: 'OFFRAMP', payload: sale() })
            : delivery({ type: 'CREATED', purchase: purchase({ id: `p-burst-${i}` }) }),
        )
        const sent = [...calls, ...calls]
        const answers = await Promise.all(sent.map((call) => store.save(...call)))
        // Each call answered stored once: its first delivery or its repeat, whichever insert
        // reached the unique index first (they may run at once on two connections).
        for (let i = 0; i < 60; i++) {
          expect([answers[i]?.stored, answers[i + 60]?.stored].filter(Boolean)).toHaveLength(1)
        }
        const rows = await store.list({ limit: 1000 })
        expect(rows).toHaveLength(60)
        const bodies = new Map(rows.map((row) => [`${row.kind}:${row.id}`, row.body]))
        for (const [event, body] of calls) {
          const id = event.kind === 'purchase' ? event.purchase.id : event.id
          expect(bodies.get(`${event.kind}:${id}`)).toEqual(body)
        }
      } finally {
        await store.close()
      }
    },
  )

  it.skipIf(skip !== undefined)(
    `keeps rows across a reopen of the same database, and stays idempotent${skipped}`,
    async () => {
      const database = await firstStart()
      const created = delivery({ type: 'CREATED', purchase: purchase({ id: 'p-1' }) })
      const saleCall = delivery({ id: 's-1', type: 'RELEASED', mode: 'OFFRAMP', payload: sale() })

      const first = await database.open()
      expect(await first.count()).toBe(0)
      expect(await first.save(...created)).toEqual({ stored: true })
      expect(await first.save(...saleCall)).toEqual({ stored: true })
      await first.close()
      await first.close()

      const second = await database.open()
      try {
        expect(await second.save(...created)).toEqual({ stored: false })
        const rows = await second.list()
        expect(rows.map((row) => [row.kind, row.id, row.type, row.status])).toEqual([
          ['sale', 's-1', 'RELEASED', null],
          ['purchase', 'p-1', 'CREATED', 'INITIALIZED'],
        ])
        // The store keeps the whole payload, secrets included; only the HTTP list redacts.
        expect(rows[1]?.payload).toEqual(purchase({ id: 'p-1' }))
        expect(rows[0]?.payload).toEqual(sale())
        expect(rows[1]?.body).toEqual(created[1])
        expect(rows[0]?.body).toEqual(saleCall[1])
        expect(Date.parse(rows[0]?.receivedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
        expect(await second.list({ limit: 1 })).toHaveLength(1)
        // a repeat is not counted again
        expect(await second.count()).toBe(2)
      } finally {
        await second.close()
      }
    },
    // PGlite on disk starts twice here, seconds each on a busy machine.
    60_000,
  )

  it.skipIf(skip !== undefined)(
    `stores strings of any shape (NUL, lone surrogates, quotes, SQL, unicode) and bodies of any bytes exactly, each call once${skipped}`,
    async () => {
      const store = await scratch()
      try {
        let round = 0
        await fc.assert(
          fc.asyncProperty(
            anyString({ minLength: 1 }),
            anyString(),
            // Any key but those core's parseWebhook refuses as hostile (tested in core).
            anyString().filter((key) => !['__proto__', 'constructor', 'prototype'].includes(key)),
            anyString(),
            fc.uint8Array({ maxLength: 64 }),
            async (id, status, key, note, body) => {
              const purchaseId = `${++round}:${id}`
              const payload = purchase({ id: purchaseId, status, [key]: note })
              const [event] = delivery({ type: 'CREATED', purchase: payload })
              expect(await store.save(event, body)).toEqual({ stored: true })
              expect(await store.save(event, body)).toEqual({ stored: false })
              const [row] = await store.list({ limit: 1 })
              expect(row?.id).toBe(purchaseId)
              expect(row?.status).toBe(status)
              expect(row?.payload).toEqual(payload)
              expect(row?.body).toEqual(body)
            },
          ),
          { numRuns: 60 },
        )
      } finally {
        await store.close()
      }
    },
  )

  it.skipIf(skip !== undefined)(
    `keeps ids apart that PostgreSQL text would make one (lone surrogates become U+FFFD there)${skipped}`,
    async () => {
      const store = await scratch()
      try {
        const ids = [
          'a\ud800',
          'a\udc00',
          'a\ufffd',
          'a\0',
          // what the escape of 'a\0' would be, without its marker
          '"a\\u0000"',
          '\uffff"a\\u0000"',
          '\uffff',
        ]
        for (const id of ids) {
          const [event, body] = delivery({ type: 'CREATED', purchase: purchase({ id }) })
          expect(await store.save(event, body)).toEqual({ stored: true })
        }
        const rows = await store.list()
        expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort())
      } finally {
        await store.close()
      }
    },
  )

  it.skipIf(skip !== undefined)(
    `a NUL delivered as the service sends it (\\u0000 in the JSON) is stored and listed exactly, body byte for byte${skipped}`,
    async () => {
      const store = await scratch()
      try {
        const [event, body] = delivery({
          id: 's-nul',
          type: 'CREATED',
          mode: 'OFFRAMP',
          payload: sale({ id: 's-nul', memo: 'line\0two', 'key\0': ['\0'] }),
        })
        expect(new TextDecoder().decode(body)).toContain('line\\u0000two')
        expect(await store.save(event, body)).toEqual({ stored: true })
        const [row] = await store.list({ limit: 1 })
        expect(row?.payload).toEqual(sale({ id: 's-nul', memo: 'line\0two', 'key\0': ['\0'] }))
        expect(Buffer.from(row?.body ?? []).equals(Buffer.from(body))).toBe(true)
      } finally {
        await store.close()
      }
    },
  )

  it.skipIf(skip !== undefined)(
    `upgrades a database of the previous version, whose rows have no body; a receiver of that version still inserts${skipped}`,
    async () => {
      const database = await fresh()
      const previous = await database.openDatabase()
      const insertAsPrevious = (db: SqlDatabase, id: string) =>
        db.query(
          `insert into webhooks (kind, type, id, status, payload) values ('purchase', 'CREATED', $1, 'INITIALIZED', $2)
           on conflict (kind, id, type) do nothing returning seq`,
          [id, JSON.stringify(purchase({ id }))],
        )
      try {
        expect(await migrate(previous, MIGRATIONS.slice(0, 1))).toEqual({ applied: [1] })
        await insertAsPrevious(previous, 'p-old')
      } finally {
        await previous.close()
      }

      const store = await database.open()
      try {
        const [event, body] = delivery({ type: 'CREATED', purchase: purchase({ id: 'p-new' }) })
        expect(await store.save(event, body)).toEqual({ stored: true })
        const rows = await store.list()
        expect(rows.map((row) => [row.id, row.body === null])).toEqual([
          ['p-new', false],
          ['p-old', true],
        ])
        expect(rows[1]?.payload).toEqual(purchase({ id: 'p-old' }))
      } finally {
        await store.close()
      }
      // PGlite holds its folder for one opener at a time: the previous receiver comes back after.
      const again = await database.openDatabase()
      try {
        expect((await insertAsPrevious(again, 'p-old-2')).rows).toHaveLength(1)
        expect((await insertAsPrevious(again, 'p-new')).rows).toHaveLength(0)
      } finally {
        await again.close()
      }
    },
    60_000,
  )
})

/** A call as the service sends it: parsed, and its body's bytes (JSON text, UTF-8). */
function delivery(call: unknown): [WebhookEvent, Uint8Array] {
  return [parseWebhook(call), new TextEncoder().encode(JSON.stringify(call))]
}

describe.skipIf(postgresSkip() !== undefined)(
  `several receivers' stores on one PostgreSQL database${skippedBecause()}`,
  () => {
    it('open at once on a fresh database (migrations run once), then save the same calls concurrently: each stored once', async () => {
      const databaseUrl = await postgresTestDatabase()
      const stores = await Promise.all(
        Array.from({ length: 3 }, () => createWebhookStore({ databaseUrl })),
      )
      try {
        const kinds = fc.constantFrom('purchase', 'sale')
        const types = fc.constantFrom('CREATED', 'RELEASED')
        let round = 0
        await fc.assert(
          fc.asyncProperty(
            // Calls with repeats: each is delivered to every store, all at the same time.
            fc.array(fc.tuple(kinds, fc.integer({ min: 1, max: 4 }), types), {
              minLength: 1,
              maxLength: 12,
            }),
            async (calls) => {
              round++
              const events = calls.map(([kind, n, type]) => callFor(kind, `r${round}-${n}`, type))
              const results = await Promise.all(
                events.flatMap((event) =>
                  stores.map((store) =>
                    store.save(event, new Uint8Array()).then((r) => ({ event, ...r })),
                  ),
                ),
              )
              const keys = new Set(events.map(keyOf))
              const storedKeys = results.filter((r) => r.stored).map((r) => keyOf(r.event))
              // exactly one `stored: true` per distinct call, whichever store won
              expect(storedKeys.sort()).toEqual([...keys].sort())
              const rows = (await stores[0]!.list({ limit: 1000 })).filter((row) =>
                row.id.startsWith(`r${round}-`),
              )
              expect(rows.map((row) => `${row.kind}:${row.id}:${row.type}`).sort()).toEqual(
                [...keys].sort(),
              )
            },
          ),
          { numRuns: 25 },
        )
      } finally {
        await Promise.all(stores.map((store) => store.close()))
      }
    })
  },
)

function callFor(
  kind: 'purchase' | 'sale',
  id: string,
  type: 'CREATED' | 'RELEASED',
): WebhookEvent {
  return kind === 'purchase'
    ? parseWebhook({ type, purchase: purchase({ id }) })
    : parseWebhook({ id, type, mode: 'OFFRAMP', payload: sale({ id }) })
}

function keyOf(event: WebhookEvent): string {
  return `${event.kind}:${event.kind === 'purchase' ? event.purchase.id : event.id}:${event.type}`
}
