import type { MiddlewareHandler } from 'hono'
import { cors as honoCors } from 'hono/cors'

/**
 * CORS for browser apps on other origins (the example apps run on other ports): any origin,
 * preflight answered with the methods and whatever headers the browser asks for, and the
 * headers a client needs to read (Retry-After on 429, Allow on 405) exposed.
 */
export function cors(): MiddlewareHandler {
  return honoCors({
    origin: '*',
    allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    exposeHeaders: ['Retry-After', 'Allow', 'Content-Length'],
    maxAge: 600,
  })
}
