import type { Context, MiddlewareHandler } from 'hono'
import { cors as honoCors } from 'hono/cors'

/** What `hono/cors` is given (the origin aside). */
const CORS_OPTIONS = {
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
  exposeHeaders: ['Retry-After', 'Allow', 'Content-Length'],
  maxAge: 600,
}

/**
 * CORS for browser apps on other origins (the example apps run on other ports), with Hono's own
 * middleware: any origin, preflight answered with the methods and whatever headers the browser
 * asks for, and the headers a client needs to read (Retry-After on 429, Allow on 405) exposed.
 *
 * Given `allowOrigin` (the served sandbox's rule), each request gets the origin it names: `*`
 * as above; one origin, with `Vary: Origin`; none, no CORS header at all (the browser then keeps
 * the answer from the page). A preflight is always answered by the per-origin rule.
 */
export function cors(allowOrigin?: AllowOrigin): MiddlewareHandler {
  const anyOrigin = honoCors(CORS_OPTIONS)
  if (allowOrigin === undefined) return anyOrigin
  const allowFor = (c: Context) =>
    allowOrigin(c.req.header('origin') ?? '', c.req.path, c.req.header('host'))
  const perOrigin = honoCors({ ...CORS_OPTIONS, origin: (_, c) => allowFor(c) })
  return (c, next) => {
    if (c.req.method === 'OPTIONS') return perOrigin(c, next)
    const allowed = allowFor(c)
    if (allowed === undefined) return next()
    return allowed === '*' ? anyOrigin(c, next) : perOrigin(c, next)
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
