import type { Server } from 'node:http'
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from '@rampkit/server-plumbing'
import {
  destroyPeers,
  dropMidBody,
  exchange,
  holdConnections,
} from '@rampkit/server-plumbing/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { createReceiverApp } from './app'
import { serveReceiver } from './serve'
import type { WebhookStore } from './store'
import { createSigner, purchase, signBody } from './testFixtures'

// The receiver as server.ts serves it, against what never reaches its routes or never ends:
// requests @hono/node-server cannot read, one client holding connections (issue 37), a sender
// that leaves mid-body. The limits themselves are tested in @rampkit/server-plumbing.

const store: WebhookStore = {
  save: async () => ({ stored: true }),
  list: async () => [],
  count: async () => 0,
  close: async () => {},
}
const signer = createSigner()
const app = createReceiverApp({ store, publicKey: signer.publicKey, rateLimit: 0 })

const servers: Server[] = []
function serve(
  host: string,
  limits: Partial<ServerLimits> = {},
  log: (line: string) => void = () => {},
): Promise<number> {
  return new Promise((resolve) => {
    const limited = { ...DEFAULT_SERVER_LIMITS, ...limits }
    servers.push(
      serveReceiver({ fetch: app.fetch, port: 0, host, limits: limited, log }, (info) =>
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
  it.each([
    // A Host the URL parser reads as another host: @hono/node-server refuses it itself.
    [
      '127.0.0.1',
      'GET /webhooks HTTP/1.1\r\nHost: a@b\r\nConnection: close\r\n\r\n',
      { error: 'bad_request', message: 'the request cannot be read: Invalid host header' },
    ],
    // Bound to every interface, there was no address to stand in for a missing Host.
    [
      '::',
      'GET /webhooks HTTP/1.0\r\n\r\n',
      {
        error: 'missing_host',
        message:
          'The request has no Host header; send the address it is for (HTTP/1.0 clients too)',
      },
    ],
  ])(
    'bound to %s, answers %j in its JSON with 400 (was an empty 400)',
    async (host, request, body) => {
      const port = await serve(host)
      const refused = answer(await exchange(port, request))
      expect([refused.status, JSON.parse(refused.body)]).toEqual([400, body])
    },
  )

  it('still answers a health check over HTTP/1.0 without Host (a load balancer’s), bound to ::', async () => {
    const port = await serve('::')
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

  it('logs a sender that leaves mid-body as exactly one line, without a stack', async () => {
    const port = await serve('127.0.0.1', {}, (line) => console.log(line))
    const signature = signBody({ type: 'CREATED', purchase: purchase() }, signer.privateKey)
    const output = await dropMidBody(
      port,
      `POST /webhooks/purchase HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nX-Body-Signature: ${signature}\r\nContent-Length: 1000\r\n\r\n{"type":`,
      async () => expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200),
    )
    expect(output).toEqual([
      expect.stringMatching(
        /^POST \/webhooks\/purchase: the client closed the connection after \d+ ms, before sending a body of 1000 bytes; request dropped$/,
      ),
    ])
  })
})
