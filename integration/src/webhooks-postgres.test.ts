import { generateKeyPairSync, sign } from 'node:crypto'
import { canonicalizeWebhookBody } from '@rampkit/core/webhooks'
import { type StartedSandbox, startSandbox } from '@rampkit/sandbox'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres } from '../../apps/webhook-receiver/src/openPostgres.js'
import type { SqlDatabase } from '../../apps/webhook-receiver/src/sqlDatabase.js'
import {
  postgresSkipReason,
  startTestPostgres,
  type TestPostgres,
} from '../../apps/webhook-receiver/src/testPostgres.js'
import { createPurchase, createSale, deliveries, requestJson, waitFor } from './webhooks-harness.js'
import {
  bundleReceiverCli,
  type ReceiverProcess,
  startFanOutProxy,
  startReceiverProcess,
} from './webhooks-postgres-harness.js'

// Several example receivers (separate processes, the CLI with DATABASE_URL) on one database of
// a throwaway PostgreSQL cluster, fed by the sandbox: the same deliveries taken by two of them
// at once are stored once, and one SIGKILLed mid-stream loses nothing once the sandbox retries.
// Outside CI, without PostgreSQL installed, skipped with the reason; in CI it fails instead.

const skip = postgresSkipReason()
if (skip) console.warn(`webhooks-postgres: skipped: ${skip}`)

const keys = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
const privateKeyPem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string
const publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }) as string

/** Signs like the service (and the sandbox, which is given the same key). */
function signBody(body: unknown): { text: string; signature: string } {
  const text = canonicalizeWebhookBody(body)
  return { text, signature: sign('sha256', Buffer.from(text), keys.privateKey).toString('base64') }
}

interface CallKey {
  kind: string
  id: string
  type: string
}
const keyText = (row: CallKey) => `${row.kind}:${row.id}:${row.type}`

describe.skipIf(skip !== undefined)(
  `webhook receivers on PostgreSQL${skip ? ` (skipped: ${skip})` : ''}`,
  { timeout: 30_000 },
  () => {
    let cluster: TestPostgres
    let cli: Awaited<ReturnType<typeof bundleReceiverCli>>
    const cleanups: (() => Promise<unknown>)[] = []

    // A cluster that cannot start (PostgreSQL missing in CI) fails each test with the reason,
    // rather than a hook (whose tests would be counted as skipped).
    let setupError: unknown
    beforeAll(async () => {
      const [started, bundled] = await Promise.allSettled([
        startTestPostgres(),
        bundleReceiverCli(),
      ])
      // Whichever succeeded is cleaned up in afterAll even if the other failed.
      if (started.status === 'fulfilled') cluster = started.value
      else setupError = started.reason
      if (bundled.status === 'fulfilled') cli = bundled.value
      else setupError ??= bundled.reason
    }, 60_000)

    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
    })

    afterAll(async () => {
      await cli?.dispose()
      await cluster?.stop()
    })

    async function sandboxWith(options: { retryMs: number; retries: number }) {
      const sandbox = await startSandbox({
        port: 0,
        // the receiver runs on a free port
        webhookTargets: 'any-loopback',
        lifecycle: { auto: true, stepMs: 20 },
        webhookPrivateKey: privateKeyPem,
        webhookRetryMs: options.retryMs,
        webhookRetries: options.retries,
        // Generous: an attempt timed out on a busy machine is sent again, which is fine but
        // muddles what each attempt shows.
        webhookTimeoutMs: 10_000,
      })
      cleanups.push(() => sandbox.close())
      return sandbox
    }

    async function database(): Promise<{ url: string; db: SqlDatabase }> {
      if (setupError !== undefined) throw setupError
      const url = await cluster.createDatabase()
      const db = await openPostgres(url)
      cleanups.push(() => db.close())
      return { url, db }
    }

    async function receiver(databaseUrl: string, port?: number): Promise<ReceiverProcess> {
      const started = await startReceiverProcess(cli.entry, {
        databaseUrl,
        publicKey,
        ...(port === undefined ? {} : { port }),
      })
      cleanups.push(() => started.stop('SIGKILL'))
      return started
    }

    /** Every (kind, id, type) with how many rows it has. */
    async function rowCounts(db: SqlDatabase) {
      const result = await db.query<CallKey & { rows: number }>(
        'select kind, id, type, count(*)::int as rows from webhooks group by kind, id, type',
      )
      return result.rows
    }

    /** Creates purchases and sales delivering to `url`, and waits until all their calls are. */
    async function deliverAll(sandbox: StartedSandbox, url: string, subjects: number) {
      const ids: string[] = []
      for (let i = 0; i < subjects; i++) {
        const purchase = await createPurchase(sandbox, `${url}/webhooks/purchase`)
        const sale = await createSale(sandbox, `${url}/webhooks/offramp`)
        ids.push(purchase.id, sale.id)
      }
      return ids
    }

    async function allDelivered(sandbox: StartedSandbox, ids: string[]) {
      return waitFor(
        `two delivered calls for each of ${ids.length} purchases and sales`,
        async () => {
          const log = await deliveries(sandbox)
          const delivered = log.filter((a) => a.outcome === 'delivered')
          const done = ids.every((id) => delivered.filter((a) => a.id === id).length === 2)
          return done ? log : undefined
        },
        20_000,
      )
    }

    it('two receivers on one database, started at once and taking the same deliveries concurrently, store each call once', async () => {
      const { url, db } = await database()
      // Both start on the empty database at the same time: their migrations take turns.
      const [a, b] = await Promise.all([receiver(url), receiver(url)])
      const sandbox = await sandboxWith({ retryMs: 100, retries: 5 })
      const proxy = await startFanOutProxy([a.url, b.url])
      cleanups.push(proxy.close)

      // The sandbox's own deliveries, each handed to both receivers at once.
      const ids = await deliverAll(sandbox, proxy.url, 8)
      const log = await allDelivered(sandbox, ids)
      expect(log.filter((a) => a.outcome === 'failed')).toEqual([])
      expect(new Set(proxy.calls.map((call) => call.body)).size).toBe(ids.length * 2)
      for (const call of proxy.calls) {
        expect(call.answers.map((answer) => answer.status)).toEqual([200, 200])
      }
      // Of all the answers to one call (two per delivery, more if the sandbox retried), exactly
      // one says it stored it; the others were told it is a duplicate.
      for (const body of new Set(proxy.calls.map((call) => call.body))) {
        const answers = proxy.calls.filter((c) => c.body === body).flatMap((c) => c.answers)
        expect(answers.filter((answer) => answer.body.duplicate === false)).toHaveLength(1)
      }
      const counts = await rowCounts(db)
      expect(counts.every((row) => row.rows === 1)).toBe(true)
      const deliveredKeys = log.filter((a) => a.outcome === 'delivered').map(keyText)
      expect(counts.map(keyText).sort()).toEqual(deliveredKeys.sort())

      // Harder: new calls (signed like the service), each POSTed 4 times to each receiver, all
      // 15 × 8 requests at once.
      const template = JSON.parse(proxy.calls.find((c) => c.path.endsWith('/purchase'))!.body)
      const fresh = Array.from({ length: 15 }, (_, i) =>
        signBody({ ...template, purchase: { ...template.purchase, id: `burst-${i}` } }),
      )
      const answers = await Promise.all(
        fresh.flatMap((call, i) =>
          [a, b, a, b, a, b, a, b].map((target) =>
            requestJson<{ duplicate: boolean }>(
              'POST',
              `${target.url}/webhooks/purchase`,
              call.text,
              { 'x-body-signature': call.signature },
            ).then((answer) => ({ i, ...answer })),
          ),
        ),
      )
      expect(answers.every((answer) => answer.status === 200)).toBe(true)
      for (let i = 0; i < fresh.length; i++) {
        const stored = answers.filter((answer) => answer.i === i && !answer.body.duplicate)
        expect(stored, `burst-${i}`).toHaveLength(1)
      }
      const burst = (await rowCounts(db)).filter((row) => row.id.startsWith('burst-'))
      expect(burst.map((row) => row.rows)).toEqual(fresh.map(() => 1))

      // DATABASE_URL holds the cluster's password: neither receiver printed it.
      for (const running of [a, b]) {
        expect(running.output()).toContain('PostgreSQL at postgres://postgres@127.0.0.1:')
        expect(running.output()).not.toContain(cluster.password)
      }
    })

    it('a receiver SIGKILLed mid-stream and started again loses nothing once the sandbox retries', async () => {
      const { url, db } = await database()
      const first = await receiver(url)
      const sandbox = await sandboxWith({ retryMs: 200, retries: 50 })
      const pendingAtKill = { calls: 0, stored: 0 }

      const created = deliverAll(sandbox, first.url, 25)
      // Kill it once some calls are stored and more are on their way.
      await waitFor(
        'some calls stored',
        async () => (await rowCounts(db)).length >= 10 || undefined,
        10_000,
      )
      await first.stop('SIGKILL')
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' })
      pendingAtKill.calls = sandbox.sandbox.state.webhooks.pending()
      pendingAtKill.stored = (await rowCounts(db)).length
      // The same address, as a restarted service (or the load balancer's other receiver) has.
      const second = await receiver(url, first.port)

      const ids = await created
      const log = await allDelivered(sandbox, ids)
      // the kill hit while calls were waiting or in flight, and they were retried
      expect(pendingAtKill.calls).toBeGreaterThan(0)
      const retried = log.filter((attempt) => attempt.outcome === 'retrying')
      expect(retried.length).toBeGreaterThan(0)
      expect(retried.every((attempt) => attempt.status === null)).toBe(true)
      expect(log.filter((attempt) => attempt.outcome === 'failed')).toEqual([])

      // every call of every purchase and sale stored, once
      const counts = await rowCounts(db)
      const delivered = log.filter((attempt) => attempt.outcome === 'delivered')
      expect(delivered).toHaveLength(ids.length * 2)
      expect(counts.map(keyText).sort()).toEqual(delivered.map(keyText).sort())
      expect(counts.every((row) => row.rows === 1)).toBe(true)
      expect(counts.length).toBeGreaterThan(pendingAtKill.stored)
      expect(second.output()).not.toContain(cluster.password)
      // and a SIGTERM closes it cleanly (server, then the pool)
      await second.stop('SIGTERM')
      expect(await second.exited).toEqual({ code: 0, signal: null })
    })
  },
)
