/** What a request read off a socket says about its host: the request target and its Host lines. */
export interface RequestHostLines {
  /** The request line's target: `/path`, or the absolute form `http://host/path`. */
  target: string
  /** Every `Host` header line, in order (Node's `headers` keeps only the first). */
  hosts: readonly string[]
}

// A name or IPv4 address, or a bracketed IPv6 address, and an optional port: nothing the URL
// parser would read as credentials, a path or a query.
const HOST_SYNTAX = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::[0-9]{1,5})?$/

/**
 * Why a request does not name exactly one host, or undefined when it does. @hono/node-server
 * builds the request's URL (and so every URL the sandbox writes into an answer) from an
 * absolute request line, while the Host policy reads the `Host` header: an absolute line for
 * `http://evil.example/…` with the sandbox's own `Host` would pass the one and steer the other.
 * So the request must name one host, in `Host`, and the same one in an absolute line (as the
 * webhook receiver's hostHeader.ts checks). An HTTP/1.0 client without `Host` is refused too.
 */
export function requestHostProblem({ target, hosts }: RequestHostLines): string | undefined {
  if (hosts.length > 1) return `the request has ${hosts.length} Host headers; send one`
  const host = hosts[0]?.trim()
  if (host === undefined || host === '') {
    return 'the request has no Host header; send the address it is for (HTTP/1.0 clients too)'
  }
  if (!HOST_SYNTAX.test(host)) {
    return `the Host header ${clip(host)} is not a host name with an optional port`
  }
  const scheme = /^(https?):\/\//i.exec(target)?.[1]
  if (scheme === undefined) return undefined
  let named: string
  try {
    named = new URL(target).host
  } catch {
    return undefined // @hono/node-server answers 400 to a target it cannot read
  }
  // Both as the URL parser has them: lower case, without the scheme's default port.
  let given: string
  try {
    given = new URL(`${scheme.toLowerCase()}://${host}`).host
  } catch {
    return `the Host header ${clip(host)} is not a host name with an optional port`
  }
  if (given === named) return undefined
  return `the request line names host ${clip(named)} but the Host header ${clip(host)}; send the same host in both`
}

/** The `Host` lines of Node's `rawHeaders` (name, value, name, value…). */
export function hostLines(rawHeaders: readonly string[]): string[] {
  const hosts: string[] = []
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() === 'host') hosts.push(rawHeaders[i + 1] ?? '')
  }
  return hosts
}

function clip(text: string): string {
  return JSON.stringify(text.length > 100 ? `${text.slice(0, 100)}…` : text)
}
