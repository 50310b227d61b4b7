import { describe, expect, it } from 'vitest'
import { jsonPost as json, WIDGET_SALE } from '../../test/helpers.js'
import { createSandbox } from '../app.js'

const SALE = { ...WIDGET_SALE, cryptoAssetSymbol: 'ETH_USDC' }
const HASH = `0x${'12'.repeat(32)}`

async function sale(sandbox: ReturnType<typeof createSandbox>, asset = 'ETH_USDC') {
  const response = await sandbox.fetch(
    '/widget/api/sales',
    json({ ...SALE, cryptoAssetSymbol: asset }),
  )
  const { sale, saleViewToken } = (await response.json()) as {
    sale: { id: string }
    saleViewToken: string
  }
  const report = (body: unknown) =>
    sandbox.fetch(`/widget/api/sales/${sale.id}/transaction`, json(body))
  return { id: sale.id, saleViewToken, report }
}

describe('POST /widget/api/sales/{id}/transaction', () => {
  it('without --evm-rpc takes the hash and keeps nothing: the sale is released as before', async () => {
    const sandbox = createSandbox()
    const { id, saleViewToken, report } = await sale(sandbox)
    const answer = await report({ saleViewToken, txHash: HASH })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ checked: false })
    const listed = await (await sandbox.fetch('/sandbox/sales')).json()
    expect(listed.items[0]).not.toHaveProperty('transfer')
    expect((await sandbox.fetch(`/sandbox/sales/${id}/release`, { method: 'POST' })).status).toBe(
      200,
    )
    sandbox.state.dispose()
  })

  it('needs the sale’s view token and a 32-byte hash', async () => {
    const sandbox = createSandbox()
    const { saleViewToken, report } = await sale(sandbox)
    expect((await report({ saleViewToken: 'not-it', txHash: HASH })).status).toBe(404)
    const bad = await report({ saleViewToken, txHash: '0x12' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ fields: [{ path: 'txHash' }] })
    expect((await report({ txHash: HASH })).status).toBe(400)
    sandbox.state.dispose()
  })

  it('with --evm-rpc, a chain that does not answer leaves the sale waiting and says why', async () => {
    // Port 9 (discard) on loopback: nothing listens, the call is refused at once.
    const sandbox = createSandbox({ evm: { rpcUrl: 'http://127.0.0.1:9', pollMs: 10 } })
    const { id, saleViewToken, report } = await sale(sandbox)
    const listed = async () => (await (await sandbox.fetch('/sandbox/sales')).json()).items[0]
    expect((await listed()).transfer).toMatchObject({ txHash: null, state: 'waiting' })
    const answer = await report({ saleViewToken, txHash: HASH })
    expect(answer.status).toBe(202)
    expect(await answer.json()).toMatchObject({ checked: true, transfer: { state: 'checking' } })
    let transfer = (await listed()).transfer
    for (let i = 0; i < 100 && transfer.state === 'checking'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      transfer = (await listed()).transfer
    }
    expect(transfer).toMatchObject({ txHash: HASH, state: 'waiting' })
    expect(transfer.reason).toMatch(
      /^cannot check transaction 0x(12){32}: the chain at http:\/\/127\.0\.0\.1:9 does not answer/,
    )
    const refused = await sandbox.fetch(`/sandbox/sales/${id}/release`, { method: 'POST' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      waiting: transfer.reason,
    })
    // A sale of an asset of another chain is not held: no crypto of it moves.
    const pol = await sale(sandbox, 'MATIC_POL')
    expect((await pol.report({ saleViewToken: pol.saleViewToken, txHash: HASH })).status).toBe(200)
    expect(
      (await sandbox.fetch(`/sandbox/sales/${pol.id}/release`, { method: 'POST' })).status,
    ).toBe(200)
    sandbox.state.dispose()
  })
})
