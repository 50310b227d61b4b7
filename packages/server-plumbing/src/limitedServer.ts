import { createServer, type Server } from 'node:http'
import { getRequestListener, RequestError } from '@hono/node-server'
import { guardServer, httpServerOptions, type ServerLimits } from './serverLimits'

/** What `createLimitedServer` serves, and how it answers what never reaches the app. */
export interface LimitedServerOptions {
  /** The app's fetch (Hono's `app.fetch`); it gets `{ incoming, outgoing }` as its env. */
  fetch: Parameters<typeof getRequestListener>[0]
  limits: ServerLimits
  /** One line per connection issue (serverLimits.ts) and per failure of the adapter itself. */
  log: (line: string) => void
  /**
   * The server's JSON error answer for `status`: 400 for a request the adapter cannot turn into
   * a URL (a malformed `Host`, a backslash in the path), 500 when the app itself threw.
   */
  errorAnswer: (status: 400 | 500, message: string) => Response
}

/**
 * A `node:http` server (not listening yet) that serves `fetch` within `limits`: header, body and
 * idle deadlines, a connection cap and one per client address (serverLimits.ts).
 *
 * A request without `Host` (HTTP/1.0 allows it) reaches the app under `localhost`, so that the
 * app's own Host check (requestHost.ts, over the raw header lines) refuses it in its own JSON:
 * @hono/node-server alone answers it, and any request it cannot read, with an empty 400.
 */
export function createLimitedServer({
  fetch,
  limits,
  log,
  errorAnswer,
}: LimitedServerOptions): Server {
  const listener = getRequestListener(fetch, {
    hostname: 'localhost',
    errorHandler: (error) => {
      if (error instanceof RequestError) {
        return errorAnswer(400, `the request cannot be read: ${error.message}`)
      }
      // The adapter gives the app's own errors here only when the app throws past its handler.
      log(`error: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`)
      return errorAnswer(500, 'internal error')
    },
  })
  const server = createServer(httpServerOptions(limits), listener)
  guardServer(server, limits, log)
  return server
}
