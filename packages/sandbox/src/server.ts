import type { AddressInfo } from 'node:net'
import { createLimitedServer, resolveServerLimits } from '@rampkit/server-plumbing'
import { type AccessOptions, createAccessPolicy } from './access/accessPolicy.js'
import { buildSandbox, type Sandbox } from './app.js'
import { definedFields } from './definedFields.js'
import { SandboxError } from './errors.js'
import type { SandboxOptions } from './state.js'
import { DEFAULT_WEBHOOK_TARGETS } from './webhooks/webhookTargets.js'

/**
 * Options of `startSandbox`: the sandbox's options plus the port and host to listen on, the allowed
 * Hosts and Origins, and the webhook destinations.
 */
export interface StartSandboxOptions extends Omit<SandboxOptions, 'webhookTargets'>, AccessOptions {
  /** Default 8787; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /**
   * The only webhook destinations (origins, or URLs admitting their path prefix). Default: the
   * example receiver, `http://127.0.0.1:8788` and `http://localhost:8788`. `'any-loopback'`
   * admits every URL on this machine, for test harnesses whose receiver runs on a free port.
   */
  webhookTargets?: readonly string[] | 'any-loopback'
  /**
   * One line for a client that closed its connection (or was timed out) before its request's
   * body arrived, and for connections refused past `maxConnections` (default: `console.warn`
   * with a `[rampkit-sandbox]` prefix).
   */
  logConnectionIssue?: (line: string) => void
  /** A request's line and headers arrive within this, ms, or it gets 408 (default 10000). */
  headersTimeoutMs?: number
  /** The whole request, body included, arrives within this, ms, or 408 (default 30000). */
  requestTimeoutMs?: number
  /**
   * An idle keep-alive connection is closed after this, ms (default 5000; Node advertises it in
   * `Keep-Alive: timeout=` and closes 1 s later, so a client never reuses a closing connection).
   */
  idleTimeoutMs?: number
  /** Open connections at most; past it a new connection is closed unanswered (default 256). */
  maxConnections?: number
  /**
   * Open connections from one client address at most; past it its new connections are closed
   * unanswered (default 32), so one client cannot hold every connection.
   */
  maxConnectionsPerAddress?: number
}

/**
 * A sandbox served over HTTP by `startSandbox`: its URLs, port and host, the sandbox itself, and
 * `close()`.
 */
export interface StartedSandbox {
  /** `http://host:port` */
  url: string
  /** `{base_url}` and `{legacy_base_url}`: `http://host:port/api` */
  apiUrl: string
  widgetUrl: string
  port: number
  host: string
  sandbox: Sandbox
  /**
   * Stops accepting, closes open keep-alive connections, stops the lifecycle clock and webhook
   * delivery, resolves when the server is down.
   */
  close(): Promise<void>
}

/** Serves a sandbox over HTTP (what the CLI runs). Rejects if the port cannot be bound. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<StartedSandbox> {
  const {
    port = 8787,
    host = '127.0.0.1',
    allowHosts,
    allowOrigins,
    webhookTargets = DEFAULT_WEBHOOK_TARGETS,
    headersTimeoutMs,
    requestTimeoutMs,
    idleTimeoutMs,
    maxConnections,
    maxConnectionsPerAddress,
    logConnectionIssue = (line: string) => console.warn(`[rampkit-sandbox] ${line}`),
    ...sandboxOptions
  } = options
  const limits = resolveServerLimits(
    definedFields({
      headersTimeoutMs,
      requestTimeoutMs,
      idleTimeoutMs,
      maxConnections,
      maxConnectionsPerAddress,
    }),
  )
  let boundPort = port
  const access = createAccessPolicy(
    { port: () => boundPort, host },
    definedFields({ allowHosts, allowOrigins }),
  )
  const sandbox = buildSandbox(
    webhookTargets === 'any-loopback' ? sandboxOptions : { ...sandboxOptions, webhookTargets },
    access,
  )
  // Header, body and idle deadlines and connection caps: a slow, idle or greedy client is closed
  // in seconds, not held for minutes (the idle deadline also lets the process exit soon after
  // close). What the adapter cannot read is answered in the sandbox's JSON too.
  const server = createLimitedServer({
    fetch: sandbox.app.fetch,
    limits,
    log: logConnectionIssue,
    errorAnswer: (status, message) =>
      status === 400
        ? errorResponse(new SandboxError('INVALID_REQUEST', message))
        : errorResponse(new SandboxError('INTERNAL', 'internal sandbox error')),
  })

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })

  const address = server.address() as AddressInfo
  boundPort = address.port
  const hostInUrl = address.family === 'IPv6' || host.includes(':') ? `[${host}]` : host
  const url = `http://${hostInUrl}:${address.port}`
  let closing: Promise<void> | undefined
  return {
    url,
    apiUrl: `${url}/api`,
    widgetUrl: `${url}/widget/`,
    port: address.port,
    host,
    sandbox,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        sandbox.state.dispose()
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      return closing
    },
  }
}

function errorResponse(error: SandboxError): Response {
  return Response.json(error.toBody(), { status: error.status })
}
