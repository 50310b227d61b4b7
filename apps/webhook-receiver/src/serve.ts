import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createLimitedServer, type LimitedServerOptions } from '@rampkit/server-plumbing'

/**
 * Serves `fetch` (the receiver app's) on `port` and `host` within `limits` (server.ts, and the
 * tests that play slow, greedy or lying clients against it). What @hono/node-server cannot read
 * is answered in the receiver's JSON, `{ error, message }`, like everything else.
 */
export function serveReceiver(
  options: Pick<LimitedServerOptions, 'fetch' | 'limits' | 'log'> & { port: number; host: string },
  listening?: (info: AddressInfo) => void,
): Server {
  const server = createLimitedServer({
    ...options,
    errorAnswer: (status, message) =>
      status === 400
        ? Response.json({ error: 'bad_request', message }, { status })
        : Response.json(
            { error: 'internal_error', message: 'The receiver failed to handle the call' },
            { status },
          ),
  })
  server.listen(options.port, options.host, () => listening?.(server.address() as AddressInfo))
  return server
}
