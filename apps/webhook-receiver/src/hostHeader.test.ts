import type { Server } from 'node:http'
import { DEFAULT_SERVER_LIMITS } from '@rampkit/server-plumbing'
import { destroyPeers, exchange } from '@rampkit/server-plumbing/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createReceiverApp } from './app'
import { serveReceiver } from './serve'
import type { StoredWebhook, WebhookStore } from './store'
import { createSigner, purchase } from './testFixtures'

// The probe of issue 32, replayed over a socket against the receiver as server.ts serves it:
// the stored calls were served to a request line naming the receiver under a foreign Host, and
// to HTTP/1.0 without Host (@hono/node-server filled in the bound address).
describe('the served receiver and the Host header', () => {
  const signer = createSigner()
  const row: StoredWebhook = {
    kind: 'purchase',
    type: 'CREATED',
    id: 'p-stored',
    status: 'INITIALIZED',
    receivedAt: '2026-01-31T12:00:00.000Z',
    payload: purchase({ id: 'p-stored' }),
    body: new Uint8Array(),
  } as StoredWebhook
  const store: WebhookStore = {
    save: async () => ({ stored: true }),
    list: async () => [row],
    count: async () => 1,
    close: async () => {},
  }
  let server: Server
  let port = 0
  beforeAll(async () => {
    const app = createReceiverApp({ store, publicKey: signer.publicKey, rateLimit: 0 })
    await new Promise<void>((resolve) => {
      server = serveReceiver(
        {
          fetch: app.fetch,
          port: 0,
          host: '127.0.0.1',
          limits: DEFAULT_SERVER_LIMITS,
          log: () => {},
        },
        (info) => {
          port = info.port
          resolve()
        },
      )
    })
  })
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  )
  afterEach(destroyPeers)

  const answer = (text: string) => {
    const [head = '', body = ''] = text.split('\r\n\r\n')
    return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]), body }
  }

  it('refuses an absolute request line for its own address with Host: evil.example (was 200 and the calls)', async () => {
    const refused = answer(
      await exchange(
        port,
        `GET http://127.0.0.1:${port}/webhooks HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      ),
    )
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'host_mismatch' })
    expect(refused.body).not.toContain('p-stored')

    const count = answer(
      await exchange(
        port,
        `GET http://127.0.0.1:${port}/ HTTP/1.1\r\nHost: evil.example\r\nAccept: application/json\r\nConnection: close\r\n\r\n`,
      ),
    )
    expect(count.status).toBe(400)
    expect(count.body).not.toContain('storedCalls')
  })

  it('serves an absolute request line whose host is the Host header', async () => {
    const served = answer(
      await exchange(
        port,
        `GET http://127.0.0.1:${port}/webhooks HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
      ),
    )
    expect(served.status).toBe(200)
    expect(served.body).toContain('p-stored')
  })

  it.each([
    ['GET', '/webhooks'],
    ['GET', '/'],
    ['POST', '/webhooks/purchase'],
  ])(
    'refuses HTTP/1.0 without Host on %s %s (was served under the bound address)',
    async (method, path) => {
      const body = method === 'POST' ? '{}' : ''
      const refused = answer(
        await exchange(
          port,
          `${method} ${path} HTTP/1.0\r\n${body ? `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` : ''}\r\n${body}`,
        ),
      )
      expect(refused.status).toBe(400)
      expect(JSON.parse(refused.body)).toMatchObject({ error: 'missing_host' })
    },
  )

  it('refuses two Host lines, and Node itself refuses HTTP/1.1 without Host', async () => {
    const twice = answer(
      await exchange(
        port,
        `GET /webhooks HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      ),
    )
    expect(twice.status).toBe(400)
    expect(twice.body).not.toContain('p-stored')
    const without = answer(
      await exchange(port, 'GET /webhooks HTTP/1.1\r\nConnection: close\r\n\r\n'),
    )
    expect(without.status).toBe(400)
    expect(without.body).not.toContain('p-stored')
  })

  it('still answers GET /health over HTTP/1.0 without Host (a load balancer’s check)', async () => {
    const health = answer(await exchange(port, 'GET /health HTTP/1.0\r\n\r\n'))
    expect(health.status).toBe(200)
    expect(JSON.parse(health.body)).toEqual({ ok: true })
  })
})
