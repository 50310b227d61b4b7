import { isLoopbackHost } from '../webhooks/webhookUrl.js'

/** Who may reach a served sandbox, besides its own loopback addresses and pages. */
export interface AccessOptions {
  /**
   * More `Host` values to serve (`--allow-host`): a LAN address, a tunnel or a container name,
   * with or without a port (without one, any port).
   */
  allowHosts?: readonly string[]
  /** More page origins that may change state (`--allow-origin`), e.g. `https://app.example`. */
  allowOrigins?: readonly string[]
}

export interface AccessPolicy {
  /** Whether the sandbox answers a request with this `Host` header (DNS rebinding guard). */
  hostAllowed(host: string | undefined): boolean
  /**
   * Whether a page at `origin` may change state. `host` is the request's (already allowed)
   * `Host`: the sandbox's own pages are at `http://<host>`.
   */
  originAllowed(origin: string, host: string): boolean
}

const WILDCARD_BINDS = new Set(['0.0.0.0', '::', '[::]'])

/**
 * The served sandbox's rule: `Host` must be 127.0.0.1, localhost or [::1] with its port (or the
 * address it was bound to, or an `allowHosts` entry); state-changing calls come from its own
 * pages, a loopback origin (any port: the example apps) or an `allowOrigins` entry.
 * `port()` is read per request: the port is known only once the server listens.
 */
export function createAccessPolicy(
  listening: { port(): number; host: string },
  options: AccessOptions = {},
): AccessPolicy {
  const allowOrigins = new Set((options.allowOrigins ?? []).map(normalizeOrigin))
  const extraHosts = (options.allowHosts ?? []).map((entry) => splitHost(entry.toLowerCase()))
  const boundHost = listening.host.toLowerCase()
  if (!WILDCARD_BINDS.has(boundHost) && !isLoopbackHost(bracketed(boundHost))) {
    extraHosts.push({ name: bracketed(boundHost), port: undefined })
  }

  return {
    hostAllowed(header) {
      if (header === undefined || header.length > 300) return false
      const { name, port } = splitHost(header.toLowerCase())
      if (name === '') return false
      const own = String(listening.port())
      // a bare name is what a client sends for port 80
      const portMatches = port === own || (port === undefined && own === '80')
      if (portMatches && (name === '127.0.0.1' || name === 'localhost' || name === '[::1]')) {
        return true
      }
      return extraHosts.some(
        (extra) => extra.name === name && (extra.port === undefined || extra.port === port),
      )
    },
    originAllowed(origin, host) {
      let url: URL
      try {
        url = new URL(origin)
      } catch {
        return false // `null` (sandboxed frames, file://) and anything unparsable
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
      if (url.origin !== origin) return false
      if (isLoopbackHost(url.hostname)) return true
      if (url.host === host.toLowerCase()) return true
      return allowOrigins.has(url.origin)
    },
  }
}

function splitHost(text: string): { name: string; port: string | undefined } {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]*)(?::([0-9]{1,5}))?$/.exec(text)
  if (!match) return { name: '', port: undefined }
  return { name: match[1] ?? '', port: match[2] }
}

function bracketed(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
}

/** `https://App.example/` → `https://app.example`; throws a TypeError on anything else. */
export function normalizeOrigin(text: string): string {
  const url = new URL(text)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`${text} is not an http(s) origin`)
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new TypeError(`${text} is not an origin (scheme, host and port only)`)
  }
  return url.origin
}
