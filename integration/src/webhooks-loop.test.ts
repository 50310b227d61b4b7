import { createHostApiClient, type HostApiClient } from '@rampkit/core'
import { validateHostApiResponse } from '@rampkit/core/schemas'
import type { StartedSandbox } from '@rampkit/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  control,
  createPurchase,
  createSale,
  DEMO_HOST_API_KEY,
  deliveries,
  EVM_ADDRESS,
  type RunningReceiver,
  requestJson,
  startLoop,
  stopLoop,
  waitFor,
} from './webhooks-harness.js'

// The whole loop over real HTTP: sandbox (fast lifecycle clock) → signed webhook calls → the
// example receiver (signature check, parseWebhook, PGlite) ↔ the core client reading the same
// purchase or sale from the sandbox's host API.

describe('webhook loop: sandbox → receiver, client agrees', { timeout: 30_000 }, () => {
  let sandbox: StartedSandbox
  let receiver: RunningReceiver
  let client: HostApiClient

  beforeAll(async () => {
    const loop = await startLoop({ lifecycle: { auto: true, stepMs: 40 }, webhookRetryMs: 200 })
    sandbox = loop.sandbox
    receiver = loop.receiver
    client = createHostApiClient({
      baseUrl: sandbox.apiUrl,
      hostApiKey: DEMO_HOST_API_KEY,
      validate: validateHostApiResponse,
    })
  }, 60_000)

  afterAll(() => stopLoop({ sandbox, receiver }))

  async function storedFor(id: string, count: number) {
    return waitFor(`${count} stored calls for ${id}`, async () => {
      const rows = (await receiver.stored()).filter((row) => row.id === id)
      return rows.length >= count ? rows : undefined
    })
  }

  async function expectPurchaseLoop(purchase: { id: string; purchaseViewToken: string }) {
    const rows = await storedFor(purchase.id, 2)
    expect(rows.map((row) => [row.kind, row.type, row.status])).toEqual([
      ['purchase', 'CREATED', 'INITIALIZED'],
      ['purchase', 'RELEASED', 'RELEASED'],
    ])
    // the receiver stored the purchase as delivered; the client reads the same one
    const read = await client.legacy.getPurchase(purchase.id, purchase.purchaseViewToken)
    expect(read).toEqual(rows[1]!.payload)
    expect(read.status).toBe('RELEASED')
    expect(read.finalTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(read.endTime).toBe(read.updatedAt)
    expect(rows[0]!.payload.purchaseViewToken).toBe(purchase.purchaseViewToken)
    // every attempt went through first time: valid signatures, receiver answered 200
    const log = await deliveries(sandbox, purchase.id)
    expect(log.map((a) => [a.type, a.attempt, a.status, a.outcome])).toEqual([
      ['CREATED', 1, 200, 'delivered'],
      ['RELEASED', 1, 200, 'delivered'],
    ])
    expect(JSON.stringify(log)).not.toContain(purchase.purchaseViewToken)
  }

  async function expectSaleLoop(sale: { id: string; purchaseViewToken: string }) {
    const rows = await storedFor(sale.id, 2)
    expect(rows.map((row) => [row.kind, row.type, row.status])).toEqual([
      ['sale', 'CREATED', null],
      ['sale', 'RELEASED', null],
    ])
    const read = await client.v3.getSale(sale.id, sale.purchaseViewToken)
    expect(read).toEqual(rows[0]!.payload)
    expect(read).toEqual(rows[1]!.payload)
    expect(read).not.toHaveProperty('status')
  }

  it('a purchase created through the control API arrives as CREATED, then RELEASED', async () => {
    const purchase = await createPurchase(sandbox, `${receiver.url}/webhooks/purchase`)
    expect(purchase.status).toBe('INITIALIZED')
    await expectPurchaseLoop(purchase)
  })

  it('a purchase created through the stand-in widget’s own endpoint does the same', async () => {
    const response = await requestJson<{
      purchase: { id: string }
      purchaseViewToken: string
    }>(
      'POST',
      `${sandbox.url}/widget/api/purchases`,
      JSON.stringify({
        cryptoAssetSymbol: 'ETH_ETH',
        fiatCurrency: 'EUR',
        fiatValue: 150,
        paymentMethodType: 'CARD_PAYMENT',
        receiverAddress: EVM_ADDRESS,
        hostApiKey: DEMO_HOST_API_KEY,
        webhookStatusUrl: `${receiver.url}/webhooks/purchase`,
      }),
    )
    expect(response.status).toBe(201)
    const { purchase, purchaseViewToken } = response.body
    await expectPurchaseLoop({ id: purchase.id, purchaseViewToken })
  })

  it('an off-ramp sale arrives as CREATED, then RELEASED; v3.getSale reads it', async () => {
    const sale = await createSale(sandbox, `${receiver.url}/webhooks/offramp`)
    await expectSaleLoop(sale)
  })

  it('a sale created through the stand-in widget’s own endpoint does the same', async () => {
    const response = await requestJson<{ sale: { id: string }; saleViewToken: string }>(
      'POST',
      `${sandbox.url}/widget/api/sales`,
      JSON.stringify({
        cryptoAssetSymbol: 'ETH_USDC',
        fiatCurrency: 'EUR',
        fiatValue: 100,
        hostApiKey: DEMO_HOST_API_KEY,
        offrampWebhookV3Url: `${receiver.url}/webhooks/offramp`,
      }),
    )
    expect(response.status).toBe(201)
    const { sale, saleViewToken } = response.body
    await expectSaleLoop({ id: sale.id, purchaseViewToken: saleViewToken })
  })
})

describe('webhook loop, scripted by the control API', { timeout: 30_000 }, () => {
  let sandbox: StartedSandbox
  let receiver: RunningReceiver
  let client: HostApiClient

  beforeAll(async () => {
    const loop = await startLoop({ lifecycle: { auto: false }, webhookRetryMs: 200 })
    sandbox = loop.sandbox
    receiver = loop.receiver
    client = createHostApiClient({ baseUrl: sandbox.apiUrl, validate: validateHostApiResponse })
  }, 60_000)

  afterAll(() => stopLoop({ sandbox, receiver }))

  async function types(id: string, count: number) {
    const rows = await waitFor(`${count} calls for ${id}`, async () => {
      const found = (await receiver.stored()).filter((row) => row.id === id)
      return found.length >= count ? found : undefined
    })
    return rows.map((row) => `${row.type}:${row.status ?? '-'}`)
  }

  it.each([
    ['PAYMENT_FAILED', 2, 'ERROR'],
    ['EXPIRED', 0, 'ERROR'],
    ['CANCELLED', 1, 'ERROR'],
    ['RETURNED', 4, 'RETURNED'],
  ] as const)(
    '%s after %i steps arrives as %s; the client sees the same status',
    async (reason, steps, type) => {
      const purchase = await createPurchase(sandbox, `${receiver.url}/webhooks/purchase`)
      for (let i = 0; i < steps; i++) await control(sandbox, `/purchases/${purchase.id}/advance`)
      const failed = await control<{ status: string }>(sandbox, `/purchases/${purchase.id}/fail`, {
        reason,
      })
      expect(failed.status).toBe(reason)
      expect(await types(purchase.id, 2)).toEqual(['CREATED:INITIALIZED', `${type}:${reason}`])
      const read = await client.legacy.getPurchase(purchase.id, purchase.purchaseViewToken)
      expect([read.status, read.finalTxHash]).toEqual([reason, null])
    },
  )

  it('an expired sale arrives as EXPIRED; releasing it afterwards is 409 and sends nothing', async () => {
    const sale = await createSale(sandbox, `${receiver.url}/webhooks/offramp`)
    await control(sandbox, `/sales/${sale.id}/expire`)
    const conflict = await control<{ code: string }>(
      sandbox,
      `/sales/${sale.id}/release`,
      undefined,
      409,
    )
    expect(conflict.code).toBe('INVALID_TRANSITION')
    expect(await types(sale.id, 2)).toEqual(['CREATED:-', 'EXPIRED:-'])
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await types(sale.id, 2)).toHaveLength(2)
    expect(await client.v3.getSale(sale.id, sale.purchaseViewToken)).toMatchObject({ id: sale.id })
  })
})
