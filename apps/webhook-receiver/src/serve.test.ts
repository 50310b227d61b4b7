import type { Server } from 'node:http'
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from '@rampkit/server-plumbing'
import { destroyPeers, exchange, holdConnections } from '@rampkit/server-plumbing/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { createReceiverApp } from './app'
import { serveReceiver } from './serve'
import type { WebhookStore } from './store'
import { createSigner } from './testFixtures'

// The receiver as server.ts serves it, against what never reaches its routes: requests
// @hono/node-server cannot read, and one client holding connections (issue 37).

const store: WebhookStore = {
  save: async () => ({ stored: true }),
  list: async () => [],
  count: async () => 0,
  close: async () => {},
}
const app = createReceiverApp({ store, publicKey: createSigner().publicKey, rateLimit: 0 })

const servers: Server[] = []
function serve(host: string, limits: Partial<ServerLimits> = {}): Promise<number> {
  return new Promise((resolve) => {
    const limited = { ...DEFAULT_SERVER_LIMITS, ...limits }
    servers.push(
      serveReceiver({ fetch: app.fetch, port: 0, host, limits: limited, log: () => {} }, (info) =>
        resolve(info.port),
      ),
    )
  })
}

afterEach(() => {
  destroyPeers()
  for (const server of servers.splice(0)) {
    server.close()
    server.closeAllConnections()
  }
})

const answer = (text: string) => ({
  status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0),
  body: text.slice(text.indexOf('\r\n\r\n') + 4),
})

describe('the served receiver', () => {
  it('answers a Host @hono/node-server cannot read in its JSON (was an empty 400)', async () => {
    const port = await serve('127.0.0.1')
    const refused = answer(
      await exchange(port, 'GET /webhooks HTTP/1.1\r\nHost: a@b\r\nConnection: close\r\n\r\n'),
    )
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.body)).toEqual({
      error: 'bad_request',
      message: 'the request cannot be read: Invalid host header',
    })
  })

  it('bound to every interface (::), answers HTTP/1.0 without Host in its JSON (was an empty 400)', async () => {
    const port = await serve('::')
    const refused = answer(await exchange(port, 'GET /webhooks HTTP/1.0\r\n\r\n'))
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'missing_host' })
    // A load balancer's health check without Host is still answered.
    expect(answer(await exchange(port, 'GET /health HTTP/1.0\r\n\r\n')).status).toBe(200)
  })

  it('keeps at most --max-connections-per-address (3) for one client; another is still served', async () => {
    const port = await serve('127.0.0.1', { maxConnectionsPerAddress: 3, maxConnections: 6 })
    expect(await holdConnections(port, 10, 3)).toBe(3)
    const other = answer(
      await exchange(
        port,
        `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
        '127.0.0.2',
      ),
    )
    expect(other.status).toBe(200)
  })
})
