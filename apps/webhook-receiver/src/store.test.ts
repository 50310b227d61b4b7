import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseWebhook, type WebhookEvent } from '@rampkit/core/webhooks'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { createWebhookStore, type WebhookStore } from './store'
import { purchase, sale } from './testFixtures'
import { postgresSkip, postgresTestDatabase, skippedBecause } from './testPostgresContext'

const dirs: string[] = []
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

interface Backend {
  name: string
  skip?: string
  /** A new, empty database; `open` may be called again once the previous store is closed. */
  fresh(): Promise<{ open(): Promise<WebhookStore> }>
  /** A store on a new, empty database, as cheap as the backend allows (PGlite: in memory). */
  scratch(): Promise<WebhookStore>
}

const backends: Backend[] = [
  {
    name: 'PGlite',
    async fresh() {
      const dir = await mkdtemp(join(tmpdir(), 'rampkit-webhooks-'))
      dirs.push(dir)
      const dataDir = join(dir, 'nested', 'webhooks')
      return { open: () => createWebhookStore({ dataDir }) }
    },
    scratch: () => createWebhookStore(),
  },
  {
    name: 'PostgreSQL server (DATABASE_URL)',
    ...(postgresSkip() === undefined ? {} : { skip: postgresSkip() }),
    async fresh() {
      const databaseUrl = await postgresTestDatabase()
      return { open: () => createWebhookStore({ databaseUrl }) }
    },
    scratch: async () => createWebhookStore({ databaseUrl: await postgresTestDatabase() }),
  },
]

describe.each(backends)('webhook store on $name', ({ skip, fresh, scratch }) => {
  it.skipIf(skip !== undefined)(
    `keeps rows across a reopen of the same database, and stays idempotent${skip ? ` (skipped: ${skip})` : ''}`,
    async () => {
      const database = await fresh()
      const created = parseWebhook({ type: 'CREATED', purchase: purchase({ id: 'p-1' }) })
      const saleCall = parseWebhook({
        id: 's-1',
        type: 'RELEASED',
        mode: 'OFFRAMP',
        payload: sale(),
      })

      const first = await database.open()
      expect(await first.save(created)).toEqual({ stored: true })
      expect(await first.save(saleCall)).toEqual({ stored: true })
      await first.close()
      await first.close()

      const second = await database.open()
      try {
        expect(await second.save(created)).toEqual({ stored: false })
        const rows = await second.list()
        expect(rows.map((row) => [row.kind, row.id, row.type, row.status])).toEqual([
          ['sale', 's-1', 'RELEASED', null],
          ['purchase', 'p-1', 'CREATED', 'INITIALIZED'],
        ])
        // The store keeps the whole payload, secrets included; only the HTTP list redacts.
        expect(rows[1]?.payload).toEqual(purchase({ id: 'p-1' }))
        expect(rows[0]?.payload).toEqual(sale())
        expect(Date.parse(rows[0]?.receivedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
        expect(await second.list({ limit: 1 })).toHaveLength(1)
      } finally {
        await second.close()
      }
    },
    // PGlite on disk starts twice here, seconds each on a busy machine.
    60_000,
  )

  it.skipIf(skip !== undefined)(
    'stores ids and payload text of any shape as given (quotes, SQL, unicode), each once',
    async () => {
      const store = await scratch()
      try {
        // PostgreSQL text and jsonb cannot hold NUL; everything else must round-trip.
        const text = fc.string({ unit: 'binary', minLength: 1 }).filter((s) => !s.includes('\0'))
        let round = 0
        await fc.assert(
          fc.asyncProperty(text, text, async (id, note) => {
            const purchaseId = `${++round}:${id}`
            const event = parseWebhook({
              type: 'CREATED',
              purchase: purchase({ id: purchaseId, note }),
            })
            expect(await store.save(event)).toEqual({ stored: true })
            expect(await store.save(event)).toEqual({ stored: false })
            const [row] = await store.list({ limit: 1 })
            expect(row).toMatchObject({ id: purchaseId, payload: { id: purchaseId, note } })
          }),
          { numRuns: 40 },
        )
      } finally {
        await store.close()
      }
    },
  )
})

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
                  stores.map((store) => store.save(event).then((r) => ({ event, ...r }))),
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
