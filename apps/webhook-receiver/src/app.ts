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
import { createRateLimiter } from '@rampkit/server-plumbing'
import { type Context, Hono } from 'hono'
import { accepts } from 'hono/accepts'
import { cors } from 'hono/cors'
import { describeError } from './describeError'
import { hostHeaderGuard } from './hostHeader'
import { FAVICON_SVG, indexPage, type ReceiverIndex, ROUTES } from './indexPage'
import { checkReadAccess, type ReadAccess } from './readAccess'
import { type RecordedBody, recordFetchBody, recordNodeBody } from './receivedBody'
import type { StoredWebhook, WebhookStore } from './store'

export interface ReceiverOptions {
  store: WebhookStore
  /** The service's (or sandbox's) PEM public key that signs webhook calls. */
  publicKey: string
  /** One line per received call and per failure; never given secrets. Default: silent. */
  log?: (line: string) => void
  /** Largest accepted body in bytes (default 64 KiB: a real call is 1-2 KB). */
  maxBodyBytes?: number
  /**
   * Per client address, in bursts of as many (default 100; 0: off), two budgets of this many a
   * second: webhook calls that fail (bad signature, bad body: a valid call spends nothing, so a
   * sender's burst is never taken for abuse), and every other request (reads, health, pages).
   */
  rateLimit?: number
  /** Who may read `GET /webhooks` (default: loopback names, no browser origin, no token). */
  readAccess?: Partial<ReadAccess>
  /** The clock of the rate limiter (tests). */
  now?: () => number
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024
export const DEFAULT_RATE_LIMIT = 100

/**
 * The receiver as a Hono app (call `app.fetch` in tests, or serve it):
 * - `POST /webhooks/purchase` (use as `webhookStatusUrl`) takes purchase calls,
 * - `POST /webhooks/offramp` (use as `offrampWebhookV3Url`) takes sale calls,
 * - `POST /webhooks` takes either,
 * - `GET /webhooks?limit=N` lists stored calls, newest first (view tokens redacted), only for
 *   the receiver's own host names, the allowed origins, and the read token when one is set,
 * - `GET /health`,
 * - `GET /` says what the receiver is, how many calls it stored (for the list's readers) and
 *   links the list and `/health`: a page for a browser, JSON otherwise; `GET /favicon.ico`.
 * Every request is first held to a per-client rate limit (429): webhook calls to a budget that
 * only failing calls spend, other requests to their own. A call is then checked
 * cheapest first: declared size (413), signature header and format (401), body read up to the
 * limit (413), signature over the body (401), payload (400); then stored once per kind + id +
 * type and answered 200 (also for a repeat, so the sender stops retrying).
 */
export function createReceiverApp({
  store,
  publicKey,
  log = () => {},
  maxBodyBytes = DEFAULT_MAX_BODY_BYTES,
  rateLimit = DEFAULT_RATE_LIMIT,
  readAccess = {},
  now = Date.now,
}: ReceiverOptions) {
  // Served by @hono/node-server (server.ts), `c.env.incoming` is Node's IncomingMessage; called
  // as `app.fetch(request)` (tests, other runtimes) there is only the fetch Request.
  const app = new Hono<{ Bindings: Partial<HttpBindings> | undefined }>()
  const access: ReadAccess = {
    hosts: readAccess.hosts ?? [],
    origins: readAccess.origins ?? [],
    token: readAccess.token,
  }
  const reads = createRateLimiter(rateLimit, now)
  const failedCalls = createRateLimiter(rateLimit, now)

  app.use('*', async (c, next) => {
    const call = c.req.method === 'POST' && CALL_PATHS.has(c.req.path)
    const client = clientOf(c)
    // A call takes a token before anything is read (an exhausted client is refused at once,
    // whatever it sends) and gets it back once verified: only failing calls spend the budget.
    const taken = (call ? failedCalls : reads).take(client)
    if (!taken.ok) {
      c.header('Retry-After', String(taken.retryAfterSeconds))
      const what = call ? 'failed webhook calls' : 'requests'
      return c.json(
        { error: 'rate_limited', message: `At most ${rateLimit} ${what} per second per client` },
        429,
      )
    }
    await next()
    // 2xx: verified (stored or a repeat); 5xx: the receiver's own failure, not the sender's.
    if (call && (c.res.status < 400 || c.res.status >= 500)) failedCalls.refund(client)
  })

  // Over a socket: a Host header, only one, naming the request line's host (hostHeader.ts).
  app.use('*', hostHeaderGuard())

  app.get('/health', (c) => c.json({ ok: true }))

  // What this is, for a person who opens the receiver's address: its routes and how many calls
  // it stored (an HTML page to a browser, JSON otherwise). The count is held to the list's rules
  // (own host names, allowed origins); without the read token, when one is set, it is left out.
  app.get('/', async (c) => {
    c.header('Vary', 'Accept')
    const refusal = checkReadAccess(
      {
        url: c.req.url,
        origin: c.req.header('origin'),
        authorization: c.req.header('authorization'),
      },
      access,
    )
    if (refusal !== undefined && refusal.error !== 'unauthorized') {
      return c.json({ error: refusal.error, message: refusal.message }, refusal.status)
    }
    const origin = new URL(c.req.url).origin
    const index: ReceiverIndex = {
      name: 'rampkit webhook receiver',
      storedCalls: refusal === undefined ? await store.count() : null,
      webhooksUrl: `${origin}/webhooks`,
      healthUrl: `${origin}/health`,
      routes: ROUTES,
    }
    const type = accepts(c, {
      header: 'Accept',
      supports: ['application/json', 'text/html'],
      default: 'application/json',
    })
    if (type !== 'text/html') return c.json(index)
    return c.html(indexPage(index), 200, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    })
  })

  // Browsers ask every site for /favicon.ico: answer it (and the page's own /favicon.svg).
  for (const path of ['/favicon.svg', '/favicon.ico']) {
    app.get(path, (c) =>
      c.body(FAVICON_SVG, 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      }),
    )
  }

  // Only the list is for browsers, and only for the allowed origins: no `*`, and no CORS on
  // the POST routes (the service calls them from its servers).
  app.use(
    '/webhooks',
    cors({
      origin: (origin) => (access.origins.includes(origin) ? origin : null),
      allowMethods: ['GET'],
      allowHeaders: ['Authorization'],
    }),
  )

  app.get('/webhooks', async (c) => {
    const refusal = checkReadAccess(
      {
        url: c.req.url,
        origin: c.req.header('origin'),
        authorization: c.req.header('authorization'),
      },
      access,
    )
    if (refusal !== undefined) {
      return c.json({ error: refusal.error, message: refusal.message }, refusal.status)
    }
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

  // Names the limit the body went over, with its bound: its size (the receiver's own limit, read
  // first) or one of the verifier's shape limits (depth, values, string or number length).
  const tooLarge = (c: ReceiverContext, limit?: BodyLimit) => {
    const over =
      limit === undefined || limit.name === 'bytes'
        ? { name: 'bytes' as const, max: maxBodyBytes }
        : limit
    return c.json(
      {
        error: 'body_too_large',
        limit: over.name,
        max: over.max,
        message: OVER_LIMIT[over.name](over.max),
      },
      413,
    )
  }

  const receive = (accepts: WebhookEvent['kind'] | 'any') => async (c: ReceiverContext) => {
    if (Number(c.req.header('content-length')) > maxBodyBytes) return tooLarge(c)
    const incoming = c.env?.incoming
    // The exact bytes are stored too: the parsed call alone may not say everything (store.ts).
    let recorded: RecordedBody<unknown>
    let verification: WebhookRequestVerification
    if (incoming && 'headers' in incoming) {
      const node = recordNodeBody(incoming, maxBodyBytes)
      recorded = node
      verification = await verifyNodeWebhookRequest(node.request, publicKey)
    } else {
      const fetched = recordFetchBody(c.req.raw, maxBodyBytes)
      recorded = fetched
      verification = await verifyWebhookRequest(fetched.request, publicKey)
    }
    if (recorded.tooLarge()) return tooLarge(c)
    if (!verification.verified) {
      const { status, error, message } = REJECTIONS[verification.reason]
      if (status === 413) return tooLarge(c, verification.limit)
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

    const { stored } = await store.save(event, recorded.bytes())
    const id = event.kind === 'purchase' ? event.purchase.id : event.id
    log(`${event.kind} ${event.type} ${loggable(id)} ${stored ? 'stored' : 'duplicate, ignored'}`)
    return c.json({ ok: true, duplicate: !stored, kind: event.kind, type: event.type, id })
  }

  app.post('/webhooks', receive('any'))
  app.post('/webhooks/purchase', receive('purchase'))
  app.post('/webhooks/offramp', receive('sale'))

  app.onError((error, c) => {
    // The cause stays on the server, in one line without secrets (describeError); the answer
    // names no internals. A 500 makes the service retry the call later.
    log(`error: ${c.req.method} ${c.req.path}: ${describeError(error)}`)
    return c.json(
      { error: 'internal_error', message: 'The receiver failed to handle the call' },
      500,
    )
  })
  return app
}

const CALL_PATHS = new Set(['/webhooks', '/webhooks/purchase', '/webhooks/offramp'])

type ReceiverContext = Context<{ Bindings: Partial<HttpBindings> | undefined }>

// Over a socket the client is the peer address (behind a load balancer: the balancer, so limit
// there, see the README); a request handed to `app.fetch` in-process has none.
function clientOf(c: ReceiverContext): string {
  const incoming = c.env?.incoming as { socket?: { remoteAddress?: string } } | undefined
  return incoming?.socket?.remoteAddress ?? 'local'
}

type BodyLimit = NonNullable<Extract<WebhookRequestVerification, { verified: false }>['limit']>

const OVER_LIMIT: Record<BodyLimit['name'], (max: number) => string> = {
  bytes: (max) => `The body exceeds ${max} bytes`,
  depth: (max) => `The body is nested deeper than ${max} levels (the depth limit)`,
  values: (max) => `The body has more than ${max} values (the limit on values)`,
  'string-length': (max) =>
    `The body has a string or key longer than ${max} characters (the string length limit)`,
  'number-length': (max) =>
    `The body has a number longer than ${max} characters (the number length limit)`,
}

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
  'duplicate-key': {
    status: 400,
    error: 'duplicate_key',
    message: 'The body has a key twice in one object, so its meaning depends on the reader',
  },
  'body-too-large': { status: 413, error: 'body_too_large', message: 'The body is too large' },
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
