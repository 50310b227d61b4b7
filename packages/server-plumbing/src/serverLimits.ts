import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/**
 * How long a client may take and how many connections it may hold: Node's `headersTimeout`,
 * `requestTimeout`, `keepAliveTimeout` and `maxConnections`, and a cap per client address, set
 * on a served sandbox or receiver so that a slow, idle or greedy client (slowloris) cannot hold
 * the server for minutes.
 */
export interface ServerLimits {
  /** The request line and headers arrive within this, ms (from the request's first byte). */
  headersTimeoutMs: number
  /** The whole request, body included, arrives within this, ms; at least `headersTimeoutMs`. */
  requestTimeoutMs: number
  /**
   * A keep-alive connection with no request is closed after this, ms (Node advertises it in
   * `Keep-Alive: timeout=` and closes 1 s later, so a client never reuses a closing connection).
   */
  idleTimeoutMs: number
  /** Open connections at most; a connection past it is closed at once, unanswered. */
  maxConnections: number
  /**
   * Open connections from one client address at most; one more is closed at once, unanswered.
   * Below `maxConnections`, so one client cannot take every slot and lock the others out.
   */
  maxConnectionsPerAddress: number
}

/** What a production server ships with; the CLIs' defaults. */
export const DEFAULT_SERVER_LIMITS: Readonly<ServerLimits> = Object.freeze({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleTimeoutMs: 5_000,
  maxConnections: 256,
  maxConnectionsPerAddress: 32,
})

/** Fills in the defaults; throws a RangeError on a value Node would refuse. */
export function resolveServerLimits(limits: Partial<ServerLimits> = {}): ServerLimits {
  const resolved: ServerLimits = { ...DEFAULT_SERVER_LIMITS }
  for (const key of Object.keys(DEFAULT_SERVER_LIMITS) as Array<keyof ServerLimits>) {
    const value = limits[key]
    if (value === undefined) continue
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new RangeError(`${key} must be a positive integer, got ${value}`)
    }
    resolved[key] = value
  }
  if (resolved.headersTimeoutMs > resolved.requestTimeoutMs) {
    throw new RangeError(
      `headersTimeoutMs (${resolved.headersTimeoutMs}) must not exceed requestTimeoutMs (${resolved.requestTimeoutMs})`,
    )
  }
  return resolved
}

/**
 * The `node:http` options for `limits`. Node checks the header and request deadlines every
 * `connectionsCheckingInterval` (30 s by default, which let a slow client stay 30 s past them):
 * here a tenth of the shorter deadline, at most 1 s.
 */
export function httpServerOptions(limits: ServerLimits): ServerOptions {
  const shorter = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs)
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.idleTimeoutMs,
    connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(shorter / 10))),
  }
}

/** Refused connections are logged at most once per this many ms, with their count. */
const DROP_LOG_INTERVAL_MS = 10_000

/**
 * Sets the connection caps on `server` and logs, one line each, a request whose client went
 * away (or was timed out) before its body arrived, and connections refused at a cap (at most
 * one line per 10 s and cap, counting them). Neither is the server's fault: no stack, no 500.
 */
export function guardServer(
  server: Server,
  limits: ServerLimits,
  log: (line: string) => void,
): void {
  server.maxConnections = limits.maxConnections
  const refusedAtCap = throttledCount(
    log,
    (count) => `${count}: ${limits.maxConnections} open connections is the cap (--max-connections)`,
  )
  server.on('drop', refusedAtCap)
  capPerAddress(
    server,
    limits.maxConnectionsPerAddress,
    throttledCount(
      log,
      (count) =>
        `${count} from one address: ${limits.maxConnectionsPerAddress} open connections from one address is the cap (--max-connections-per-address)`,
    ),
  )
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // Only a request with a body can be left half-sent.
    const length = request.headers['content-length']
    if (length === undefined && request.headers['transfer-encoding'] === undefined) return
    const startedAt = Date.now()
    request.once('close', () => {
      if (request.complete || response.writableFinished) return
      log(describeIncompleteRequest(request, length, Date.now() - startedAt, limits))
    })
  })
}

/**
 * Closes, unanswered, a connection from an address that already holds `max` open ones. Node's
 * own cap counts every client together: without this one a single client could take all of
 * them and hold them until the headers deadline, over and over.
 */
function capPerAddress(server: Server, max: number, refused: () => void): void {
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress
    // Already gone (reset during the handshake): nothing to count.
    if (address === undefined) return
    const count = (open.get(address) ?? 0) + 1
    if (count > max) {
      socket.destroy()
      refused()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left === 0) open.delete(address)
      else open.set(address, left)
    })
  })
}

/** A counter that logs `refused <describe(count)>` at most once per DROP_LOG_INTERVAL_MS. */
function throttledCount(
  log: (line: string) => void,
  describe: (count: string) => string,
): () => void {
  let count = 0
  let loggedAt = Number.NEGATIVE_INFINITY
  return () => {
    count++
    const now = Date.now()
    if (now - loggedAt < DROP_LOG_INTERVAL_MS) return
    loggedAt = now
    log(`refused ${describe(count === 1 ? 'a connection' : `${count} connections`)}`)
    count = 0
  }
}

function describeIncompleteRequest(
  request: IncomingMessage,
  length: string | undefined,
  elapsedMs: number,
  limits: ServerLimits,
): string {
  const target = `${request.method ?? '?'} ${clip(pathOf(request.url ?? ''))}`
  const body = length === undefined ? 'a chunked body' : `a body of ${clip(length)} bytes`
  const timedOut =
    (request.socket?.errored as { code?: string } | null | undefined)?.code ===
    'ERR_HTTP_REQUEST_TIMEOUT'
  return timedOut
    ? `${target}: timed out after ${elapsedMs} ms waiting for ${body} (request timeout ${limits.requestTimeoutMs} ms, --request-timeout-ms); answered 408, connection closed`
    : `${target}: the client closed the connection after ${elapsedMs} ms, before sending ${body}; request dropped`
}

// The path only: a query may hold keys or addresses, and logs keep none.
function pathOf(target: string): string {
  const query = target.indexOf('?')
  const path = query === -1 ? target : target.slice(0, query)
  return path.replace(/[\p{Cc}\p{Cs}]/gu, '?')
}

function clip(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}…` : text
}
