import { Hono } from 'hono'
import { invalidRequest, SandboxError } from '../errors.js'
import { allowOnly } from '../routes/shared.js'
import type { SandboxState } from '../state.js'
import { fieldReader } from '../validation/fields.js'
import { readRequestJsonObject } from '../validation/readRequestJsonObject.js'

const TX_HASH = /^0x[0-9a-fA-F]{64}$/

/**
 * `POST /widget/api/sales/{id}/transaction` `{ saleViewToken, txHash }`: the stand-in widget
 * passes on the hash the host answered to `SEND_CRYPTO`. With `--evm-rpc` the sandbox checks that
 * transaction on the chain (answer 202 with the sale's `transfer`: `checking`, then `arrived` or
 * `waiting` and why, as the dashboard shows); without it no crypto moves and the hash is not
 * kept (answer 200 `{ checked: false }`).
 */
export function saleTransactionRoutes(state: SandboxState): Hono {
  const app = new Hono()
  app.post('/widget/api/sales/:id/transaction', async (c) => {
    const read = fieldReader(await readRequestJsonObject(c.req.raw))
    const token = read.string('saleViewToken', { maxLength: 200 })
    const txHash = read.string('txHash', {
      pattern: TX_HASH,
      expected: 'a 0x-prefixed 32-byte hash',
    })
    if (token === undefined) read.issues.push({ path: 'saleViewToken', message: 'is required' })
    if (txHash === undefined && !read.issues.some((i) => i.path === 'txHash')) {
      read.issues.push({ path: 'txHash', message: 'is required' })
    }
    if (read.issues.length > 0) throw invalidRequest(read.issues)
    const id = c.req.param('id')
    // The view token proves the caller holds the sale (the widget that made it).
    if (state.store.readSale(id, token!) === undefined) {
      throw new SandboxError('NOT_FOUND', 'no sale with this id and view token')
    }
    const record = state.store.getSale(id)!
    if (!state.chain?.settles(record.assetId)) return c.json({ checked: false }, 200)
    if (record.status !== 'CREATED') {
      throw new SandboxError('INVALID_TRANSITION', `a ${record.status} sale takes no transaction`, {
        status: record.status,
      })
    }
    return c.json(
      { checked: true, transfer: state.chain.reportSaleTransaction(record, txHash!) },
      202,
    )
  })
  allowOnly(app, '/widget/api/sales/:id/transaction', ['POST'])
  return app
}
