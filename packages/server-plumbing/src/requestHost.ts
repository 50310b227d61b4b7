import type { IncomingMessage } from 'node:http'

/** What a request read off a socket says about its host: the request target and its Host lines. */
export interface RequestHostLines {
  /** The request line's target: `/path`, or the absolute form `http://host/path`. */
  target: string
  /** Every `Host` header line, in order (Node's `headers` keeps only the first). */
  hosts: readonly string[]
}

/** Why a request does not name exactly one host; `message` says it to the client. */
export interface RequestHostProblem {
  kind: 'missing' | 'multiple' | 'invalid' | 'mismatch'
  message: string
}

// A name or IPv4 address, or a bracketed IPv6 address, and an optional port: nothing the URL
// parser would read as credentials, a path or a query.
const HOST_SYNTAX = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::[0-9]{1,5})?$/

/**
 * Why a request does not name exactly one host, or undefined when it does. @hono/node-server
 * builds the request's URL (and so every URL a server writes into an answer, and the host name
 * its access rules read) from an absolute request line, and otherwise from `Host`: an absolute
 * line for `http://evil.example/…` with the server's own `Host` would pass a check of the one
 * and steer the other. So the request must name one host, in `Host`, and the same one in an
 * absolute line. An HTTP/1.0 client without `Host` is refused too.
 */
export function requestHostProblem({
  target,
  hosts,
}: RequestHostLines): RequestHostProblem | undefined {
  if (hosts.length > 1) {
    return { kind: 'multiple', message: `the request has ${hosts.length} Host headers; send one` }
  }
  const host = hosts[0]?.trim()
  if (host === undefined || host === '') {
    return {
      kind: 'missing',
      message: 'the request has no Host header; send the address it is for (HTTP/1.0 clients too)',
    }
  }
  const invalid: RequestHostProblem = {
    kind: 'invalid',
    message: `the Host header ${clip(host)} is not a host name with an optional port`,
  }
  if (!HOST_SYNTAX.test(host)) return invalid
  const scheme = /^(https?):\/\//i.exec(target)?.[1]?.toLowerCase() ?? 'http'
  // As the URL parser has it: lower case, without the scheme's default port (and refused when
  // the parser refuses it: a port over 65535).
  let given: string
  try {
    given = new URL(`${scheme}://${host}`).host
  } catch {
    return invalid
  }
  if (!/^https?:\/\//i.test(target)) return undefined
  let named: string
  try {
    named = new URL(target).host
  } catch {
    return undefined // @hono/node-server answers 400 to a target it cannot read
  }
  if (given === named) return undefined
  return {
    kind: 'mismatch',
    message: `the request line names host ${clip(named)} but the Host header ${clip(host)}; send the same host in both`,
  }
}

/**
 * `requestHostProblem` of a request as Node read it off the socket. Undefined without one (a
 * request handed to the app in-process has no request line to compare).
 */
export function incomingHostProblem(
  incoming: Pick<IncomingMessage, 'url' | 'rawHeaders'> | undefined,
): RequestHostProblem | undefined {
  if (incoming === undefined) return undefined
  return requestHostProblem({ target: incoming.url ?? '', hosts: hostLines(incoming.rawHeaders) })
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
