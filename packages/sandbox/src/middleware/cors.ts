import type { Context, MiddlewareHandler } from 'hono'
import { cors as honoCors } from 'hono/cors'

const EXPOSE_HEADERS = ['Retry-After', 'Allow', 'Content-Length']

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
 */
export function cors(allowOrigin?: AllowOrigin): MiddlewareHandler {
  const allowFor = (c: Context) =>
    allowOrigin ? allowOrigin(c.req.header('origin') ?? '', c.req.path, c.req.header('host')) : '*'
  const preflight = honoCors(
    allowOrigin ? { ...CORS_OPTIONS, origin: (_, c) => allowFor(c) } : CORS_OPTIONS,
  )
  const exposeHeaders = EXPOSE_HEADERS.join(',')
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    const allowed = allowFor(c)
    if (allowed === undefined) return next()
    if (allowed !== '*') c.header('Vary', 'Origin', { append: true })
    c.header('Access-Control-Allow-Origin', allowed)
    c.header('Access-Control-Expose-Headers', exposeHeaders)
    await next()
    // An answer built as `new Response(...)` rather than with `c.json` and the like does not
    // carry them yet; `c.header` then copies it into one that does, as `hono/cors` would.
    if (!c.res.headers.has('Access-Control-Allow-Origin')) {
      c.header('Access-Control-Allow-Origin', allowed)
      c.header('Access-Control-Expose-Headers', exposeHeaders)
    }
  }
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
