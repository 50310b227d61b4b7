import type { HttpBindings } from '@hono/node-server'
import type { MiddlewareHandler } from 'hono'

/** Why a request's `Host` is refused: 400, as RFC 9112 (section 3.2) asks. */
export interface HostRefusal {
  status: 400
  error: 'missing_host' | 'multiple_hosts' | 'invalid_host' | 'host_mismatch'
  message: string
}

// A name or IPv4 address, or a bracketed IPv6 address, and an optional port: nothing the URL
// parser would read as credentials, a path or a query.
const HOST_SYNTAX = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::[0-9]{1,5})?$/

// Paths that neither read nor change the stored calls: a load balancer's health check may come
// without `Host` (HTTP/1.0), and so may a favicon request.
const HOST_FREE_PATHS = new Set(['/health', '/favicon.ico', '/favicon.svg'])

/**
 * The request as it came over the socket: its request target (`/webhooks`, or the absolute form
 * `http://host/webhooks`) and its `Host` header lines. The receiver's host rules (readAccess.ts)
 * read the host name from the request's URL, which @hono/node-server takes from an absolute
 * target and otherwise from `Host` (or, without one, from the address it was bound to): so a
 * request must name the same host in both places, and name one.
 */
export function checkHostHeader(request: {
  target: string
  hosts: readonly string[]
}): HostRefusal | undefined {
  if (request.hosts.length === 0 || request.hosts[0] === '') {
    return refuse('missing_host', 'The request has no Host header; send the host name it is for')
  }
  if (request.hosts.length > 1) {
    return refuse('multiple_hosts', 'The request has more than one Host header')
  }
  const host = request.hosts[0]!
  if (!HOST_SYNTAX.test(host)) {
    return refuse('invalid_host', 'The Host header is not a host name with an optional port')
  }
  const absolute = /^https?:\/\//i.test(request.target)
  let target: URL | undefined
  try {
    target = absolute ? new URL(request.target) : undefined
  } catch {
    return undefined // @hono/node-server answers 400 to a target it cannot read
  }
  let named: URL
  try {
    named = new URL(`${target?.protocol ?? 'http:'}//${host}`)
  } catch {
    return refuse('invalid_host', 'The Host header is not a host name with an optional port')
  }
  if (target === undefined) return undefined
  // Both as the URL parser has them: lower case, without the scheme's default port.
  if (named.host !== target.host) {
    return refuse(
      'host_mismatch',
      'The request line names another host than the Host header; send the same host in both',
    )
  }
  return undefined
}

/**
 * Refuses (400) a request served over a socket whose `Host` is missing, repeated, or differs from
 * the host of an absolute request line, on every route but `/health` and the favicons. Called
 * in-process (`app.fetch(request)`: tests, other runtimes) there is no request line to compare.
 */
export function hostHeaderGuard(): MiddlewareHandler<{
  Bindings: Partial<HttpBindings> | undefined
}> {
  return async (c, next) => {
    const incoming = c.env?.incoming
    if (incoming === undefined || HOST_FREE_PATHS.has(c.req.path)) return next()
    const refusal = checkHostHeader({
      target: incoming.url ?? '',
      hosts: hostLines(incoming.rawHeaders),
    })
    if (refusal === undefined) return next()
    return c.json({ error: refusal.error, message: refusal.message }, refusal.status)
  }
}

// Node keeps only the first of repeated Host lines in `headers`; the raw list has them all.
function hostLines(raw: readonly string[]): string[] {
  const hosts: string[] = []
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() === 'host') hosts.push(raw[i + 1]!.trim())
  }
  return hosts
}

function refuse(error: HostRefusal['error'], message: string): HostRefusal {
  return { status: 400, error, message }
}
