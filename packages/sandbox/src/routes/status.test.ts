import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS, getJson, postJson } from '../../test/helpers.js'
import { createSandbox } from '../app.js'

const sandbox = createSandbox()
type Created = { id: string; purchaseViewToken: string }

describe('status endpoints', () => {
  it('a wrong secret answers exactly like an unknown id', async () => {
    const { body: purchase } = await postJson<Created>(sandbox, '/sandbox/purchases', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 50,
      receiverAddress: EVM_ADDRESS,
    })
    const { body: sale } = await postJson<Created>(sandbox, '/sandbox/sales', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 50,
    })
    for (const [path, created] of [
      ['/api/host-api/purchase', purchase],
      ['/api/host-api/offramp/sale', sale],
    ] as const) {
      const ok = await sandbox.fetch(`${path}/${created.id}?secret=${created.purchaseViewToken}`)
      expect(ok.status).toBe(200)
      const wrong = await sandbox.fetch(
        `${path}/${created.id}?secret=${created.purchaseViewToken}x`,
      )
      const unknown = await sandbox.fetch(`${path}/unknown-id?secret=${created.purchaseViewToken}x`)
      expect(wrong.status).toBe(404)
      expect(unknown.status).toBe(404)
      const [a, b] = [await wrong.text(), await unknown.text()]
      expect(a).toBe(b)
      expect(a).not.toContain(created.purchaseViewToken)
      expect([...wrong.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort())
    }
  })

  it('a missing secret is INVALID_REQUEST naming secret; a sale id is not a purchase id', async () => {
    const res = await getJson(sandbox, '/api/host-api/purchase/abc')
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'INVALID_REQUEST', fields: [{ path: 'secret' }] })
    expect((await getJson(sandbox, '/api/host-api/offramp/sale/abc?secret=')).status).toBe(400)
    const { body: sale } = await postJson<Created>(sandbox, '/sandbox/sales', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 50,
    })
    expect(
      (await sandbox.fetch(`/api/host-api/purchase/${sale.id}?secret=${sale.purchaseViewToken}`))
        .status,
    ).toBe(404)
  })
})
