import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS, getJson, postJson } from '../../test/helpers.js'
import { createSandbox } from '../app.js'
import { PURCHASE_HAPPY_PATH } from '../lifecycle/purchaseStatus.js'

const purchase = (fiatValue: number, webhookStatusUrl?: string) => ({
  cryptoAssetSymbol: 'ETH_ETH',
  fiatCurrency: 'EUR',
  fiatValue,
  receiverAddress: EVM_ADDRESS,
  ...(webhookStatusUrl ? { webhookStatusUrl } : {}),
})

interface PurchasePage {
  items: {
    purchase: { id: string; fiatValue: number; purchaseViewToken: string }
    webhookUrl: string | null
    timeline: { status: string; at: string }[]
  }[]
  total: number
  offset: number
  limit: number
  nextOffset: number | null
}

describe('GET /sandbox/purchases and /sandbox/sales', () => {
  it('pages newest first, with timelines, the webhook URL without its query, tokens redacted', async () => {
    const sandbox = createSandbox({ webhookFetch: async () => new Response('ok') })
    for (const value of [10, 20, 30]) {
      await postJson(sandbox, '/sandbox/purchases', purchase(value, 'http://localhost:8788/h?k=s'))
    }
    const first = await getJson<PurchasePage>(sandbox, '/sandbox/purchases?limit=2')
    expect(first.status).toBe(200)
    expect(first.body.items.map((item) => item.purchase.fiatValue)).toEqual([30, 20])
    expect(first.body).toMatchObject({ total: 3, offset: 0, limit: 2, nextOffset: 2 })
    const second = await getJson<PurchasePage>(sandbox, '/sandbox/purchases?limit=2&offset=2')
    expect(second.body.items.map((item) => item.purchase.fiatValue)).toEqual([10])
    expect(second.body.nextOffset).toBeNull()
    const [item] = second.body.items
    expect(item?.purchase.purchaseViewToken).toBe('[redacted]')
    expect(item?.webhookUrl).toBe('http://localhost:8788/h')

    await postJson(sandbox, `/sandbox/purchases/${item?.purchase.id}/advance`, { to: 'RELEASED' })
    const after = await getJson<PurchasePage>(sandbox, '/sandbox/purchases?offset=2')
    expect(after.body.items[0]?.timeline.map((change) => change.status)).toEqual(
      PURCHASE_HAPPY_PATH,
    )
    expect(JSON.stringify(after.body)).not.toContain('k=s')
  })

  it('sales carry their status and timeline', async () => {
    const sandbox = createSandbox()
    const created = await postJson<{ id: string }>(sandbox, '/sandbox/sales', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
    })
    await postJson(sandbox, `/sandbox/sales/${created.body.id}/expire`, {})
    const list = await getJson<{ items: { status: string; timeline: { status: string }[] }[] }>(
      sandbox,
      '/sandbox/sales',
    )
    expect(list.body.items[0]?.status).toBe('EXPIRED')
    expect(list.body.items[0]?.timeline.map((change) => change.status)).toEqual([
      'CREATED',
      'EXPIRED',
    ])
  })

  it('bad paging is a 400 naming the parameter, never a 5xx (property)', async () => {
    const sandbox = createSandbox()
    const bad = await getJson<{ code: string; fields: { path: string }[] }>(
      sandbox,
      '/sandbox/purchases?limit=0&offset=-1',
    )
    expect(bad.status).toBe(400)
    expect(bad.body.fields.map((field) => field.path).sort()).toEqual(['limit', 'offset'])
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (limit, offset) => {
        const query = new URLSearchParams({ limit, offset })
        const res = await sandbox.fetch(`/sandbox/sales?${query}`)
        expect([200, 400]).toContain(res.status)
      }),
      { numRuns: 100 },
    )
  })
})
