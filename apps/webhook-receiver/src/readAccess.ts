import { createHash, timingSafeEqual } from 'node:crypto'

/** Who may read the stored calls (`GET /webhooks`): they hold wallet addresses and amounts. */
export interface ReadAccess {
  /**
   * Host names (no port) the list answers to besides the loopback names (`localhost`,
   * `127.0.0.1`, `[::1]`): the receiver's public names. Any other `Host` is a DNS rebinding
   * page or a misrouted request.
   */
  hosts: readonly string[]
  /** Browser origins that may read the list (`http://127.0.0.1:5173`); no `*`. */
  origins: readonly string[]
  /** When set, the list needs `Authorization: Bearer <token>` (env `WEBHOOKS_READ_TOKEN`). */
  token?: string | undefined
}

export interface ReadRefusal {
  status: 401 | 403
  error: 'foreign_host' | 'foreign_origin' | 'unauthorized'
  message: string
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

/**
 * Whether a request may read the list: its host name is one of the receiver's, its `Origin`
 * (when a browser sends one) is allowed, and it carries the token when one is set. Requests
 * without `Origin` (curl, a server) need only the host and the token.
 */
export function checkReadAccess(
  request: { url: string; origin: string | undefined; authorization: string | undefined },
  access: ReadAccess,
): ReadRefusal | undefined {
  let hostname: string
  try {
    hostname = new URL(request.url).hostname.toLowerCase()
  } catch {
    hostname = ''
  }
  const hosts = [...LOOPBACK_NAMES, ...access.hosts.map((host) => host.toLowerCase())]
  if (!hosts.includes(hostname)) {
    return {
      status: 403,
      error: 'foreign_host',
      message: 'This receiver does not answer to that Host; add it with --allow-host',
    }
  }
  if (request.origin !== undefined && !access.origins.includes(request.origin)) {
    return {
      status: 403,
      error: 'foreign_origin',
      // `null` (a file:// page, a sandboxed frame) is no origin --allow-origin can name.
      message:
        request.origin === 'null'
          ? 'A page without an origin (Origin: null: a file:// page or a sandboxed iframe) may not read the received calls; serve the page from an http(s) origin and pass that origin with --allow-origin'
          : 'This origin may not read the received calls; add it with --allow-origin',
    }
  }
  if (access.token !== undefined && !bearerMatches(request.authorization, access.token)) {
    return {
      status: 401,
      error: 'unauthorized',
      message: 'Reading the received calls needs Authorization: Bearer <WEBHOOKS_READ_TOKEN>',
    }
  }
  return undefined
}

// Compared as digests of equal length, in constant time: the answer time says nothing of the token.
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+)$/i.exec(header ?? '')
  if (!match?.[1]) return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(match[1]), digest(token))
}
