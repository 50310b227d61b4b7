import { createHostApiClient, type HostApiClient } from '@rampkit/core'
import { validateHostApiResponse } from '@rampkit/core/schemas'
import { type StartedSandbox, startSandbox } from '@rampkit/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  control,
  createPurchase,
  createSale,
  deliveries,
  requestJson,
  waitFor,
} from './webhooks-harness.js'

// The core client (with runtime schema validation) reading purchases and sales while the
// sandbox moves them through their lifecycle, on its clock and through the control API.

const HAPPY = [
  'INITIALIZED',
  'PAYMENT_STARTED',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_EXECUTED',
  'RELEASING',
  'RELEASED',
]

function clientFor(sandbox: StartedSandbox): HostApiClient {
  return createHostApiClient({ baseUrl: sandbox.apiUrl, validate: validateHostApiResponse })
}

describe('purchase lifecycle seen by the client', { timeout: 20_000 }, () => {
  let auto: StartedSandbox
  let manual: StartedSandbox

  beforeAll(async () => {
    auto = await startSandbox({ port: 0, lifecycle: { auto: true, stepMs: 80 } })
    manual = await startSandbox({ port: 0 })
  })
  afterAll(async () => {
    await auto?.close()
    await manual?.close()
  })

  it('on the clock: the statuses come in happy-path order, stamped as they go', async () => {
    const client = clientFor(auto)
    const { id, purchaseViewToken } = await createPurchase(auto)
    const seen: Awaited<ReturnType<HostApiClient['legacy']['getPurchase']>>[] = []
    await waitFor('RELEASED', async () => {
      const purchase = await client.legacy.getPurchase(id, purchaseViewToken)
      if (seen.at(-1)?.status !== purchase.status) seen.push(purchase)
      return purchase.status === 'RELEASED'
    })
    const statuses = seen.map((p) => p.status)
    // polling may miss a step on a busy machine, never reorder one
    expect(statuses).toEqual(HAPPY.filter((status) => statuses.includes(status)))
    expect(statuses[0]).toBe('INITIALIZED')
    expect(statuses.length).toBeGreaterThanOrEqual(3)
    for (const [index, purchase] of seen.entries()) {
      expect(purchase.finalTxHash === null).toBe(purchase.status !== 'RELEASED')
      if (index > 0) {
        expect(Date.parse(purchase.updatedAt)).toBeGreaterThan(
          Date.parse(seen[index - 1]!.updatedAt),
        )
      }
    }
    const released = seen.at(-1)!
    expect(released.endTime).toBe(released.updatedAt)
    expect(Date.parse(seen[0]!.endTime)).toBe(Date.parse(seen[0]!.createdAt) + 30 * 60_000)
  })

  it('by the control API: every failure status validates and reads back; endTime marks the end', async () => {
    const client = clientFor(manual)
    const routes: [string, number][] = [
      ['EXPIRED', 0],
      ['CANCELLED', 1],
      ['PAYMENT_FAILED', 2],
      ['RETURNED', 3],
    ]
    for (const [reason, steps] of routes) {
      const { id, purchaseViewToken } = await createPurchase(manual)
      for (let i = 0; i < steps; i++) {
        const step = await control<{ status: string }>(manual, `/purchases/${id}/advance`)
        expect(step.status).toBe(HAPPY[i + 1])
        expect((await client.legacy.getPurchase(id, purchaseViewToken)).status).toBe(HAPPY[i + 1])
      }
      await control(manual, `/purchases/${id}/fail`, { reason })
      const ended = await client.legacy.getPurchase(id, purchaseViewToken)
      expect([ended.status, ended.finalTxHash, ended.endTime]).toEqual([
        reason,
        null,
        ended.updatedAt,
      ])
    }
  })

  it('after a final status every further step is 409 INVALID_TRANSITION and changes nothing', async () => {
    const client = clientFor(manual)
    const { id, purchaseViewToken } = await createPurchase(manual)
    await control(manual, `/purchases/${id}/advance`, { to: 'RELEASED' })
    const before = await client.legacy.getPurchase(id, purchaseViewToken)
    const attempts: [string, unknown][] = [
      ['/advance', undefined],
      ['/advance', { to: 'RELEASED' }],
      ['/fail', { reason: 'RETURNED' }],
      ['/fail', { reason: 'EXPIRED' }],
    ]
    for (const [path, body] of attempts) {
      const answer = await control<{ code: string; status: string; allowed: string[] }>(
        manual,
        `/purchases/${id}${path}`,
        body,
        409,
      )
      expect(answer).toMatchObject({ code: 'INVALID_TRANSITION', status: 'RELEASED', allowed: [] })
    }
    expect(await client.legacy.getPurchase(id, purchaseViewToken)).toEqual(before)
  })

  it('sales: the clock releases them; ServiceSale never shows a status', async () => {
    const client = clientFor(auto)
    const sale = await createSale(auto)
    const states: string[] = []
    await waitFor('the sale released', async () => {
      const { body: view } = await requestJson<{ status: string }>(
        'GET',
        `${auto.url}/sandbox/sales/${sale.id}`,
      )
      if (states.at(-1) !== view.status) states.push(view.status)
      return view.status === 'RELEASED'
    })
    expect(states).toEqual(expect.arrayContaining(['RELEASED']))
    expect(states.filter((status) => status !== 'CREATED' && status !== 'RELEASED')).toEqual([])
    await control(auto, `/sales/${sale.id}/expire`, undefined, 409)
    const read = await client.v3.getSale(sale.id, sale.purchaseViewToken)
    expect(read).not.toHaveProperty('status')
    expect(read.id).toBe(sale.id)
  })

  it('reset forgets purchases and the delivery log', async () => {
    const client = clientFor(manual)
    const { id, purchaseViewToken } = await createPurchase(manual)
    await control(manual, '/reset')
    await expect(client.legacy.getPurchase(id, purchaseViewToken)).rejects.toMatchObject({
      name: 'HostApiError',
      status: 404,
    })
    expect(await deliveries(manual)).toEqual([])
    await control(manual, `/purchases/${id}/advance`, undefined, 404)
  })
})
