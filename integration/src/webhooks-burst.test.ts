import { type StartedSandbox, startSandbox } from '@rampkit/sandbox'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createPurchase,
  createSale,
  type DeliveryAttempt,
  type RunningReceiver,
  requestJson,
  startReceiver,
  waitFor,
} from './webhooks-harness.js'

// A sender's burst over real HTTP, with `pnpm start`'s pairing: the sandbox (its default queue
// bound, retries and retry cap) → the example receiver (its default per-address rate limit of
// 100/s, PGlite). Every delivery comes from 127.0.0.1: the receiver must not take the burst for
// abuse, the sandbox must hold it all, and each call must be stored exactly once, also when the
// receiver is restarted in the middle. Only the lifecycle's step is shortened (2 s in the CLI),
// so that the final calls follow at once.

const PURCHASES = 1500
const SALES = 500
const CALLS = 2 * (PURCHASES + SALES) // CREATED and RELEASED for each
const CONCURRENCY = 16

// The limit only guards against a hang: a burst takes under a minute alone, and `pnpm test` runs
// it with both cores busy with browser and build tests (two minutes ran out in a fresh-clone run).
describe('a burst of 1,500 purchases and 500 sales reaches the receiver', {
  timeout: 360_000,
}, () => {
  let sandbox: StartedSandbox | undefined
  let receiver: RunningReceiver | undefined

  let stopWatching = () => {}

  afterEach(async () => {
    stopWatching()
    await receiver?.dispose()
    await sandbox?.close()
    receiver = undefined
    sandbox = undefined
  })

  async function start() {
    const attempts: DeliveryAttempt[] = []
    sandbox = await startSandbox({
      port: 0,
      // the receiver runs on a free port
      webhookTargets: 'any-loopback',
      lifecycle: { auto: true, stepMs: 50 },
      onWebhookAttempt: (attempt) => attempts.push(attempt),
    })
    receiver = await startReceiver(sandbox)
    // the most calls the sandbox held at once (the old bound of 1,000 dropped the rest)
    const queue = { peak: 0 }
    const started = sandbox
    const watch = setInterval(() => {
      queue.peak = Math.max(queue.peak, started.sandbox.state.webhooks.pending())
    }, 20)
    stopWatching = () => clearInterval(watch)
    return { sandbox, receiver, attempts, queue }
  }

  /** Creates every record, CONCURRENCY at a time; `halfway` runs once half of them exist. */
  async function burst(
    target: StartedSandbox,
    url: string,
    halfway?: () => Promise<void>,
  ): Promise<{ purchases: string[]; sales: string[] }> {
    const jobs: ('purchase' | 'sale')[] = []
    for (let i = 0; i < PURCHASES + SALES; i++) jobs.push(i % 4 === 3 ? 'sale' : 'purchase')
    const purchases: string[] = []
    const sales: string[] = []
    let next = 0
    let pause: Promise<void> | undefined
    const worker = async () => {
      while (next < jobs.length) {
        const index = next++
        if (index === jobs.length / 2 && halfway) pause = halfway()
        if (jobs[index] === 'purchase') {
          purchases.push((await createPurchase(target, `${url}/webhooks/purchase`)).id)
        } else {
          sales.push((await createSale(target, `${url}/webhooks/offramp`)).id)
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    await pause
    return { purchases, sales }
  }

  async function expectEveryCallOnce(
    running: RunningReceiver,
    created: { purchases: string[]; sales: string[] },
  ) {
    expect(created.purchases).toHaveLength(PURCHASES)
    expect(created.sales).toHaveLength(SALES)
    const rows = await running.stored(CALLS + 100)
    expect(rows).toHaveLength(CALLS)
    const keys = new Set(rows.map((row) => `${row.kind}:${row.id}:${row.type}`))
    expect(keys.size).toBe(CALLS)
    for (const id of created.purchases) {
      expect(keys.has(`purchase:${id}:CREATED`) && keys.has(`purchase:${id}:RELEASED`)).toBe(true)
    }
    for (const id of created.sales) {
      expect(keys.has(`sale:${id}:CREATED`) && keys.has(`sale:${id}:RELEASED`)).toBe(true)
    }
  }

  async function allStored(running: RunningReceiver, target: StartedSandbox) {
    await waitFor(
      `${CALLS} stored calls`,
      async () => target.sandbox.state.webhooks.pending() === 0 && (await running.count()) >= CALLS,
      300_000,
    )
  }

  // One burst proves both: the first half against a healthy receiver (every call stored at its
  // first attempt, none refused), then a restart in the middle (calls during the outage retried
  // and stored once). Two bursts of 4,000 calls were a minute and a half of CI each.
  it('healthy, then with the receiver restarted in the middle: each call stored once; none refused before the outage, those during it retried', async () => {
    const started = Date.now()
    const { sandbox, receiver, attempts, queue } = await start()
    const ready = Date.now()
    let outage = 0
    let beforeOutage: DeliveryAttempt[] = []
    const created = await burst(sandbox, receiver.url, async () => {
      beforeOutage = [...attempts]
      const down = Date.now()
      await receiver.stop()
      // calls keep coming while it is down
      await new Promise((resolve) => setTimeout(resolve, 300))
      await receiver.restart()
      outage = Date.now() - down
    })
    const createdAt = Date.now()
    await allStored(receiver, sandbox)
    const done = Date.now()
    await expectEveryCallOnce(receiver, created)
    // While healthy: no 429 (the receiver's limit is for failing calls), no retry, nothing dropped.
    expect(beforeOutage.length).toBeGreaterThan(100)
    expect(beforeOutage.filter((a) => a.outcome !== 'delivered')).toEqual([])
    expect(beforeOutage.every((a) => a.attempt === 1 && a.status === 200)).toBe(true)
    // Then: the outage was noticed (a call failed and waited) and nothing was lost.
    expect(attempts.filter((a) => a.outcome === 'dropped' || a.outcome === 'failed')).toEqual([])
    expect(attempts.filter((a) => a.outcome === 'refused')).toEqual([])
    const retried = attempts.filter((a) => a.outcome === 'retrying')
    expect(retried.length).toBeGreaterThan(0)
    expect(retried.every((a) => a.error !== null)).toBe(true)
    const delivered = attempts.filter((a) => a.outcome === 'delivered')
    expect(new Set(delivered.map((a) => a.deliveryId)).size).toBe(CALLS)
    console.log(
      `webhook burst: ${CALLS} calls (${PURCHASES} purchases, ${SALES} sales) created in ` +
        `${seconds(createdAt - ready)} s; ${beforeOutage.length} delivered at their first attempt ` +
        `before the receiver went down for ${seconds(outage)} s; ${retried.length} attempts ` +
        `failed and were retried (${delivered.length - CALLS} delivered again as repeats); at ` +
        `most ${queue.peak} queued at once; all stored ${seconds(done - ready)} s after the ` +
        `first (${Math.round(CALLS / ((done - ready) / 1000))} calls/s); test ` +
        `${seconds(Date.now() - started)} s`,
    )
  })
})

describe('a receiver that throttles the sandbox', { timeout: 60_000 }, () => {
  it('gets its Retry-After honoured: the call waits 1 s, then arrives once', async () => {
    const attempts: DeliveryAttempt[] = []
    const sandbox = await startSandbox({
      port: 0,
      webhookTargets: 'any-loopback',
      onWebhookAttempt: (attempt) => attempts.push(attempt),
    })
    // A budget of 3 failing calls a second, which the flood below keeps spent on any machine
    // (at the default 100/s a slow, loaded run refilled it faster than it was spent, and the
    // sandbox's call went through at once).
    const receiver = await startReceiver(sandbox, { rateLimit: 3 })
    try {
      // Forged calls from this machine (the sandbox's address too) use up the budget of failing
      // calls, so the sandbox's valid call is refused (429, Retry-After: 1) before it is read.
      let flooding = true
      const forged = JSON.stringify({ type: 'CREATED', purchase: { id: 'forged' } })
      const flood = Promise.all(
        Array.from({ length: 8 }, async () => {
          while (flooding) {
            await requestJson('POST', `${receiver.url}/webhooks`, forged, {
              'x-body-signature':
                'MEUCIQDforgedforgedforgedforgedforgedforgedforgedforgeAiBforged=',
            }).catch(() => undefined)
          }
        }),
      )
      await waitFor('the budget used up', async () => {
        const answer = await requestJson('POST', `${receiver.url}/webhooks`, forged, {})
        return answer.status === 429
      })
      const purchase = await createPurchase(sandbox, `${receiver.url}/webhooks/purchase`)
      await waitFor('a 429 for the call', () => attempts.some((a) => a.status === 429))
      flooding = false
      await flood
      // the sandbox hears the 200 after the receiver stored the call: wait for the log
      await waitFor('the call delivered', () =>
        attempts.some((a) => a.id === purchase.id && a.outcome === 'delivered'),
      )
      const rows = (await receiver.stored()).filter((row) => row.id === purchase.id)
      expect(rows.map((row) => row.type)).toEqual(['CREATED'])
      const mine = attempts.filter((a) => a.id === purchase.id)
      expect(mine.at(-1)).toMatchObject({ outcome: 'delivered', status: 200 })
      const throttled = mine.filter((a) => a.status === 429)
      expect(throttled.length).toBeGreaterThan(0)
      for (const attempt of throttled) {
        expect(attempt).toMatchObject({
          outcome: 'retrying',
          retryBasis: 'retry-after',
          retryInMs: 1000,
        })
      }
      // the retry came when asked, not before
      const first = mine[0]!
      const second = mine[1]!
      expect(Date.parse(second.time) - Date.parse(first.time)).toBeGreaterThanOrEqual(1000)
    } finally {
      await receiver.dispose()
      await sandbox.close()
    }
  })
})

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1)
}
