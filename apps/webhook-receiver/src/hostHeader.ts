import type { HttpBindings } from '@hono/node-server'
import { incomingHostProblem, type RequestHostProblem } from '@rampkit/server-plumbing'
import type { MiddlewareHandler } from 'hono'

/** Why a request's `Host` is refused: 400, as RFC 9112 (section 3.2) asks. */
export interface HostRefusal {
  status: 400
  error: 'missing_host' | 'multiple_hosts' | 'invalid_host' | 'host_mismatch'
  message: string
}

const ERRORS: Record<RequestHostProblem['kind'], HostRefusal['error']> = {
  missing: 'missing_host',
  multiple: 'multiple_hosts',
  invalid: 'invalid_host',
  mismatch: 'host_mismatch',
}

// Paths that neither read nor change the stored calls: a load balancer's health check may come
// without `Host` (HTTP/1.0), and so may a favicon request.
const HOST_FREE_PATHS = new Set(['/health', '/favicon.ico', '/favicon.svg'])

/**
 * Refuses (400) a request served over a socket whose `Host` is missing, repeated, malformed or
 * differs from the host of an absolute request line (requestHost.ts of @rampkit/server-plumbing),
 * on every route but `/health` and the favicons. The receiver's host rules (readAccess.ts) read
 * the host name from the request's URL, which @hono/node-server takes from an absolute target
 * and otherwise from `Host`: so a request must name the same host in both places, and name one.
 * Called in-process (`app.fetch(request)`: tests, other runtimes) there is no request line.
 */
export function hostHeaderGuard(): MiddlewareHandler<{
  Bindings: Partial<HttpBindings> | undefined
}> {
  return async (c, next) => {
    if (HOST_FREE_PATHS.has(c.req.path)) return next()
    const problem = incomingHostProblem(c.env?.incoming)
    if (problem === undefined) return next()
    const message = `${problem.message.charAt(0).toUpperCase()}${problem.message.slice(1)}`
    return c.json({ error: ERRORS[problem.kind], message }, 400)
  }
}
