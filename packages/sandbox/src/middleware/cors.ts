import type { Context, MiddlewareHandler } from 'hono'
import { cors as honoCors } from 'hono/cors'

const EXPOSE_HEADERS = ['Retry-After', 'Allow', 'Content-Length']
const EXPOSED = EXPOSE_HEADERS.join(',')
// Set by `cors` for a request whose route writes the any-origin headers itself (`routeWritesHeaders`).
const WAITING = 'rampkit.corsHeadersWaiting'

/** What `hono/cors` is given; the preflight answer is its own. */
export const CORS_OPTIONS = {
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
  exposeHeaders: EXPOSE_HEADERS,
  maxAge: 600,
}

/**
 * CORS for browser apps on other origins (the example apps run on other ports): any origin
 * (or, given `allowOrigin`, the origin it names per request: the served sandbox's rule),
 * preflight answered with the methods and whatever headers the browser asks for, and the
 * headers a client needs to read (Retry-After on 429, Allow on 405) exposed.
 *
 * The same headers as `hono/cors` with these options, set another way on answers other than
 * preflights: `hono/cors` writes them to `c.res` before the handler runs, so Hono copies the
 * handler's answer into a second Response and @hono/node-server then streams its body instead
 * of writing a string (a third of the sandbox's time per quote). `c.header` before the handler
 * puts them in the headers the answer is built with.
 *
 * `routeWritesHeaders` names requests whose route writes the any-origin headers itself, with
 * `jsonWithCorsHeaders` (the V3 quotes: their answer's headers stay one plain record); an error
 * answer gets them from `addWaitingCorsHeaders` in the app's error handler, any other answer late.
 */
export function cors(
  allowOrigin?: AllowOrigin,
  routeWritesHeaders?: (c: Context) => boolean,
): MiddlewareHandler {
  const allowFor = (c: Context) =>
    allowOrigin ? allowOrigin(c.req.header('origin') ?? '', c.req.path, c.req.header('host')) : '*'
  const preflight = honoCors(
    allowOrigin ? { ...CORS_OPTIONS, origin: (_, c) => allowFor(c) } : CORS_OPTIONS,
  )
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    const allowed = allowFor(c)
    if (allowed === undefined) return next()
    if (allowed === '*' && routeWritesHeaders?.(c)) {
      c.set(WAITING, true)
      await next()
      // The route answered some other way: late, as for an own Response below.
      addWaitingCorsHeaders(c)
      return
    }
    if (allowed !== '*') c.header('Vary', 'Origin', { append: true })
    c.header('Access-Control-Allow-Origin', allowed)
    c.header('Access-Control-Expose-Headers', EXPOSED)
    await next()
    // An answer built as `new Response(...)` rather than with `c.json` and the like does not
    // carry them yet; `c.header` then copies it into one that does, as `hono/cors` would.
    if (!c.res.headers.has('Access-Control-Allow-Origin')) {
      c.header('Access-Control-Allow-Origin', allowed)
      c.header('Access-Control-Expose-Headers', EXPOSED)
    }
  }
}

/**
 * A JSON answer (200) with the any-origin CORS headers that `cors` left to this route, or
 * `c.body(json, 200, { 'Content-Type': 'application/json' })` when it left none. The same
 * header lines as `cors` then `c.body` write, from one plain record: Hono keeps an answer's
 * headers as a `Headers` once it has more than one, which @hono/node-server then sorts and
 * copies into a record for Node (~2 µs of a ~35 µs quote, issue 32).
 */
export function jsonWithCorsHeaders(c: Context, json: string, byteLength?: number): Response {
  if (c.get(WAITING) !== true) return c.body(json, 200, { 'Content-Type': 'application/json' })
  c.set(WAITING, false)
  const headers: Record<string, string> = {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': EXPOSED,
    'content-type': 'application/json',
  }
  // Served by @hono/node-server: the names above are in the order and case its `Headers` path
  // wrote them; Content-Length goes last, where it put it (from a record it adds it after Date).
  if ((c.env as { incoming?: unknown } | undefined)?.incoming !== undefined) {
    headers['Content-Length'] = String(byteLength ?? Buffer.byteLength(json))
  }
  return new Response(json, { status: 200, headers })
}

/**
 * Puts in the CORS headers `cors` left to the route, if still waiting: for an answer the route
 * did not write with `jsonWithCorsHeaders` (call it before building an error answer).
 */
export function addWaitingCorsHeaders(c: Context): void {
  if (c.get(WAITING) !== true) return
  c.set(WAITING, false)
  c.header('Access-Control-Allow-Origin', '*')
  c.header('Access-Control-Expose-Headers', EXPOSED)
}

/**
 * The `Access-Control-Allow-Origin` value for a request (`origin` is `''` without one), or
 * undefined for none: the browser then keeps the answer from the page.
 */
export type AllowOrigin = (
  origin: string,
  path: string,
  host: string | undefined,
) => string | undefined
