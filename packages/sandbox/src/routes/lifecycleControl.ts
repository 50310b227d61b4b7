import { Hono } from 'hono'
import { invalidRequest, SandboxError } from '../errors.js'
import {
  PURCHASE_FAILURE_REASONS,
  PURCHASE_HAPPY_PATH,
  type PurchaseFailure,
  type PurchaseStatus,
} from '../lifecycle/purchaseStatus.js'
import type { SandboxState } from '../state.js'
import type { SaleRecord } from '../store.js'
import { fieldReader } from '../validation/fields.js'
import { readRequestJsonObject } from '../validation/readRequestJsonObject.js'
import { redactViewTokens } from '../webhooks/webhookBodies.js'
import { allowOnly } from './shared.js'

/**
 * Control routes that read purchases and sales (sales with their lifecycle status) and move
 * them through their lifecycle by hand (scripted tests, demos). An impossible step answers 409
 * `INVALID_TRANSITION` with the current `status` and the `allowed` next ones.
 *
 * Answers carry `purchaseViewToken: "[redacted]"`: ids show in the delivery log and the
 * dashboard, and the in-process sandbox answers any caller, so the token stays with whoever
 * created the record.
 */
export function lifecycleControlRoutes(state: SandboxState): Hono {
  const app = new Hono()
  const { lifecycle } = state

  app.get('/purchases/:id', (c) => {
    const record = state.store.getPurchase(c.req.param('id'))
    if (!record) throw new SandboxError('NOT_FOUND', 'no purchase with this id')
    return c.json(redactViewTokens(record.purchase))
  })
  allowOnly(app, '/purchases/:id', ['GET'])

  app.get('/sales/:id', (c) => {
    const record = state.store.getSale(c.req.param('id'))
    if (!record) throw new SandboxError('NOT_FOUND', 'no sale with this id')
    return c.json(saleView(record))
  })
  allowOnly(app, '/sales/:id', ['GET'])

  // Body optional: `{ to }` advances through every step up to that status.
  app.post('/purchases/:id/advance', async (c) => {
    const body = hasBody(c.req.raw) ? await readRequestJsonObject(c.req.raw) : {}
    const read = fieldReader(body)
    const to = read.oneOf('to', PURCHASE_HAPPY_PATH.slice(1))
    if (read.issues.length > 0) throw invalidRequest(read.issues)
    const purchase = lifecycle.advancePurchase(c.req.param('id'), to as PurchaseStatus | undefined)
    return c.json(redactViewTokens(purchase))
  })
  allowOnly(app, '/purchases/:id/advance', ['POST'])

  app.post('/purchases/:id/fail', async (c) => {
    const read = fieldReader(await readRequestJsonObject(c.req.raw))
    const reason = read.oneOf('reason', PURCHASE_FAILURE_REASONS)
    if (reason === undefined && read.issues.length === 0) {
      read.issues.push({ path: 'reason', message: 'is required' })
    }
    if (read.issues.length > 0) throw invalidRequest(read.issues)
    return c.json(
      redactViewTokens(lifecycle.failPurchase(c.req.param('id'), reason as PurchaseFailure)),
    )
  })
  allowOnly(app, '/purchases/:id/fail', ['POST'])

  app.post('/sales/:id/release', (c) => c.json(saleView(lifecycle.releaseSale(c.req.param('id')))))
  allowOnly(app, '/sales/:id/release', ['POST'])

  app.post('/sales/:id/expire', (c) => c.json(saleView(lifecycle.expireSale(c.req.param('id')))))
  allowOnly(app, '/sales/:id/expire', ['POST'])

  return app
}

/** A sale with its lifecycle state, which ServiceSale itself does not carry. */
function saleView(record: SaleRecord) {
  return { status: record.status, updatedAt: record.updatedAt, sale: redactViewTokens(record.sale) }
}

function hasBody(request: Request): boolean {
  if (request.body === null) return false
  const length = request.headers.get('content-length')
  return length === null ? request.headers.has('content-type') : length !== '0'
}
