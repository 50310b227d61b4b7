import type { HttpBindings } from '@hono/node-server'
import {
  parseWebhook,
  verifyNodeWebhookRequest,
  verifyWebhookRequest,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEvent,
  WebhookPayloadError,
  type WebhookRequestRejection,
  type WebhookRequestVerification,
} from '@rampkit/core/webhooks'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { recordFetchBody, recordNodeBody } from './receivedBody'
import type { StoredWebhook, WebhookStore } from './store'

export interface ReceiverOptions {
  store: WebhookStore
  /** The service's (or sandbox's) PEM public key that signs webhook calls. */
  publicKey: string
  /** One line per received call; never given secrets. Default: silent. */
  log?: (line: string) => void
}

// A real call is 1-2 KB; anything near this is not a webhook.
const MAX_BODY_BYTES = 1024 * 1024

/**
 * The receiver as a Hono app (call `app.fetch` in tests, or serve it):
 * - `POST /webhooks/purchase` (use as `webhookStatusUrl`) takes purchase calls,
 * - `POST /webhooks/offramp` (use as `offrampWebhookV3Url`) takes sale calls,
 * - `POST /webhooks` takes either,
 * - `GET /webhooks?limit=N` lists stored calls, newest first (view tokens redacted),
 * - `GET /health`.
 * Every call is checked in this order: signature (401), payload (400), then stored once per
 * kind + id + type and answered 200 (also for a repeat, so the sender stops retrying).
 */
export function createReceiverApp({ store, publicKey, log = () => {} }: ReceiverOptions) {
  // Served by @hono/node-server (server.ts), `c.env.incoming` is Node's IncomingMessage; called
  // as `app.fetch(request)` (tests, other runtimes) there is only the fetch Request.
  const app = new Hono<{ Bindings: Partial<HttpBindings> | undefined }>()
  // Browser apps on other ports show the list; nothing here relies on cookies.
  app.use('*', cors({ origin: '*', allowHeaders: ['Content-Type', WEBHOOK_SIGNATURE_HEADER] }))

  app.get('/health', (c) => c.json({ ok: true }))

  app.get('/webhooks', async (c) => {
    const limit = Number(c.req.query('limit') ?? 100)
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
      return c.json(
        { error: 'invalid_limit', message: 'limit must be an integer from 1 to 1000' },
        400,
      )
    }
    const rows = await store.list({ limit })
    return c.json(rows.map(redact))
  })

  const receive = (accepts: WebhookEvent['kind'] | 'any') => async (c: ReceiverContext) => {
    const incoming = c.env?.incoming
    // The exact bytes are stored too: the parsed call alone may not say everything (store.ts).
    let received: () => Uint8Array
    let verification: WebhookRequestVerification
    if (incoming && 'headers' in incoming) {
      const recorded = recordNodeBody(incoming)
      received = recorded.bytes
      verification = await verifyNodeWebhookRequest(recorded.request, publicKey)
    } else {
      const recorded = recordFetchBody(c.req.raw)
      received = recorded.bytes
      verification = await verifyWebhookRequest(recorded.request, publicKey)
    }
    if (!verification.verified) {
      const { status, error, message } = REJECTIONS[verification.reason]
      return c.json({ error, message }, status)
    }
    const { body } = verification

    let event: WebhookEvent
    try {
      event = parseWebhook(body)
    } catch (error) {
      if (!(error instanceof WebhookPayloadError)) throw error
      return c.json({ error: 'invalid_payload', field: error.field, message: error.message }, 400)
    }
    if (accepts !== 'any' && event.kind !== accepts) {
      const path = event.kind === 'purchase' ? '/webhooks/purchase' : '/webhooks/offramp'
      return c.json(
        {
          error: 'wrong_kind',
          message: `This path takes ${accepts} calls; send ${event.kind} calls to ${path}`,
        },
        400,
      )
    }

    const { stored } = await store.save(event, received())
    const id = event.kind === 'purchase' ? event.purchase.id : event.id
    log(`${event.kind} ${event.type} ${loggable(id)} ${stored ? 'stored' : 'duplicate, ignored'}`)
    return c.json({ ok: true, duplicate: !stored, kind: event.kind, type: event.type, id })
  }

  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: 'body_too_large', message: 'The body exceeds 1 MiB' }, 413),
  })
  app.post('/webhooks', limit, receive('any'))
  app.post('/webhooks/purchase', limit, receive('purchase'))
  app.post('/webhooks/offramp', limit, receive('sale'))

  app.onError((error, c) => {
    // The full error stays on the server; the answer names no internals.
    log(`error: ${error instanceof Error ? error.name : 'unknown'}`)
    return c.json(
      { error: 'internal_error', message: 'The receiver failed to handle the call' },
      500,
    )
  })
  return app
}

type ReceiverContext = Context<{ Bindings: Partial<HttpBindings> | undefined }>

const REJECTIONS: Record<
  WebhookRequestRejection,
  { status: 400 | 401 | 413; error: string; message: string }
> = {
  'missing-signature': {
    status: 401,
    error: 'missing_signature',
    message: `The ${WEBHOOK_SIGNATURE_HEADER} header is missing`,
  },
  'multiple-signatures': {
    status: 401,
    error: 'multiple_signatures',
    message: `The ${WEBHOOK_SIGNATURE_HEADER} header was sent more than once`,
  },
  'invalid-signature': {
    status: 401,
    error: 'invalid_signature',
    message: `The ${WEBHOOK_SIGNATURE_HEADER} header does not match the body`,
  },
  'body-too-large': { status: 413, error: 'body_too_large', message: 'The body exceeds 1 MiB' },
  'unreadable-body': {
    status: 400,
    error: 'unreadable_body',
    message: 'The body could not be read as UTF-8 text',
  },
}

// An id with a line break or another control character (or a lone surrogate) is logged as its
// JSON literal: one call, one log line, whatever the id holds.
function loggable(id: string): string {
  return /[\p{Cc}\p{Cs}]/u.test(id) ? JSON.stringify(id) : id
}

// The list is served to browsers: the view token (the `secret` of the status endpoints) stays
// in the store only, and so does the body, which holds it too.
function redact({ body: _body, ...row }: StoredWebhook): Omit<StoredWebhook, 'body'> {
  if (!('purchaseViewToken' in row.payload)) return row
  return { ...row, payload: { ...row.payload, purchaseViewToken: '[redacted]' } }
}
