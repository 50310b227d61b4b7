import { Hono } from 'hono'
import { SandboxError } from '../errors.js'
import type { SandboxState } from '../state.js'
import { QueryReader } from '../validation/query.js'
import { allowOnly } from './shared.js'

const SUBJECT_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * `POST /webhook-deliveries/{deliveryId}/replay` and `…/retry` (retry now, instead of at
 * `nextAttemptAt`), and
 * `GET /webhook-public-key` → `{ publicKey }` (PEM; what receivers verify with) and
 * `GET /webhook-deliveries[?id=][&limit=]` → every logged attempt, oldest first, view tokens
 * redacted (`id` keeps one purchase's or sale's, `limit` the newest N).
 */
export function webhookControlRoutes(state: SandboxState): Hono {
  const app = new Hono()

  app.get('/webhook-public-key', (c) => c.json({ publicKey: state.webhooks.publicKeyPem() }))
  allowOnly(app, '/webhook-public-key', ['GET'])

  app.get('/webhook-deliveries', (c) => {
    const query = new QueryReader(c.req.url)
    const id = query.matching('id', SUBJECT_ID, 'a purchase or sale id')
    const limitText = query.matching('limit', /^[0-9]{1,4}$/, 'an integer from 1 to 1000')
    const limit = limitText === undefined ? 1000 : Number(limitText)
    if (limit < 1 || limit > 1000) {
      query.issues.push({ path: 'limit', message: 'must be an integer from 1 to 1000' })
    }
    query.done()
    const attempts = state.webhooks
      .attempts()
      .filter((attempt) => id === undefined || attempt.id === id)
    return c.json(attempts.slice(-limit))
  })
  allowOnly(app, '/webhook-deliveries', ['GET'])

  // Replay: the same call again as a new delivery (receivers see a duplicate, as after a retry).
  app.post('/webhook-deliveries/:deliveryId/replay', (c) => {
    const deliveryId = state.webhooks.replay(c.req.param('deliveryId'))
    if (deliveryId === undefined) {
      throw new SandboxError('NOT_FOUND', 'no logged webhook call with this delivery id')
    }
    return c.json({ deliveryId }, 202)
  })
  allowOnly(app, '/webhook-deliveries/:deliveryId/replay', ['POST'])

  app.post('/webhook-deliveries/:deliveryId/retry', (c) => {
    const deliveryId = c.req.param('deliveryId')
    if (!state.webhooks.retryNow(deliveryId)) {
      throw new SandboxError(
        'NOT_FOUND',
        'no webhook call waiting for a retry with this delivery id',
      )
    }
    return c.json({ deliveryId }, 202)
  })
  allowOnly(app, '/webhook-deliveries/:deliveryId/retry', ['POST'])

  return app
}
