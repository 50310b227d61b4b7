import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { HttpBindings } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createLimitedServer } from './limitedServer'
import { incomingHostProblem } from './requestHost'
import { DEFAULT_SERVER_LIMITS, resolveServerLimits, type ServerLimits } from './serverLimits'
import {
  connectPeer,
  destroyPeers,
  dropMidBody,
  exchange,
  holdConnections,
  type Peer,
  trickle,
  until,
} from './testSockets'

// Issue 32's slow, vanishing and greedy clients, played over real sockets against a small app
// served as the sandbox and the receiver serve theirs (createLimitedServer), with short limits
// set by the test: each is closed by its deadline, not held for minutes (Node's own defaults:
// 60 s for headers, 300 s for a request), a client that leaves mid-body is one log line, and
// one client cannot take every connection.

const LIMITS: ServerLimits = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  idleTimeoutMs: 300,
  maxConnections: 256,
  maxConnectionsPerAddress: 32,
}
// Node checks the header and request deadlines every tenth of the shorter one here; the idle
// deadline gets Node's 1 s of grace. Anything within these margins is the configured time.
const CHECK_MARGIN_MS = 700
const IDLE_GRACE_MS = 1_000

/** A small app: `/health`, `POST /call` (reads its body), a Host check and a JSON 400. */
function testApp() {
  const app = new Hono<{ Bindings: Partial<HttpBindings> | undefined }>()
  app.use('*', async (c, next) => {
    const problem = incomingHostProblem(c.env?.incoming)
    if (problem === undefined) return next()
    return c.json({ error: problem.kind, message: problem.message }, 400)
  })
  app.get('/health', (c) => c.json({ ok: true }))
  app.post('/call', async (c) => c.json({ length: (await c.req.text()).length }))
  // A client that left mid-body: the server logged it (guardServer); this answer reaches no one.
  app.onError((_error, c) => c.body(null, 400))
  return app
}

async function serve(
  limits: ServerLimits,
  log: (line: string) => void,
): Promise<{ server: Server; port: number }> {
  const server = createLimitedServer({
    fetch: testApp().fetch,
    limits,
    log,
    errorAnswer: (status, message) => Response.json({ error: 'refused', message }, { status }),
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })

const callHead = (port: number, framing: string) =>
  `POST /call HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`

/** Status line and body of a whole answer read off a socket. */
function answer(text: string): { status: number; body: string } {
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0),
    body: text.slice(text.indexOf('\r\n\r\n') + 4),
  }
}

afterEach(() => {
  destroyPeers()
})

describe('resolveServerLimits', () => {
  it('fills in the defaults, and refuses what Node would', () => {
    expect(resolveServerLimits()).toEqual(DEFAULT_SERVER_LIMITS)
    expect(resolveServerLimits({ maxConnectionsPerAddress: 4 }).maxConnectionsPerAddress).toBe(4)
    expect(() => resolveServerLimits({ maxConnectionsPerAddress: 0 })).toThrow(RangeError)
    expect(() => resolveServerLimits({ idleTimeoutMs: 1.5 })).toThrow(RangeError)
    expect(() => resolveServerLimits({ headersTimeoutMs: 40_000 })).toThrow(
      /must not exceed requestTimeoutMs/,
    )
  })
})

describe('a server with short deadlines (set by the test)', () => {
  let server: Server
  let port: number
  const lines: string[] = []
  beforeAll(async () => {
    ;({ server, port } = await serve(LIMITS, (line) => lines.push(line)))
  })
  afterAll(() => close(server))
  afterEach(() => {
    lines.length = 0
  })

  it('closes slow headers (one more header line every 50 ms) with 408 at the headers deadline', async () => {
    const peer = await connectPeer(port)
    peer.socket.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`)
    trickle(peer.socket, 'X-Slow: 1\r\n', 50, 100)
    const ms = await peer.closed
    expect(peer.received()).toMatch(/^HTTP\/1\.1 408 /)
    expect(ms).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 20)
    expect(ms).toBeLessThan(LIMITS.headersTimeoutMs + CHECK_MARGIN_MS)
  })

  it('closes a connection that sends nothing at the headers deadline', async () => {
    const peer = await connectPeer(port)
    const ms = await peer.closed
    expect(ms).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 20)
    expect(ms).toBeLessThan(LIMITS.headersTimeoutMs + CHECK_MARGIN_MS)
  })

  it('closes a slow body (a byte every 50 ms) with 408 at the request deadline, logged as one line', async () => {
    const peer = await connectPeer(port)
    peer.socket.write(`${callHead(port, 'Content-Length: 1000')}{`)
    trickle(peer.socket, ' ', 50, 100)
    const ms = await peer.closed
    expect(peer.received()).toMatch(/^HTTP\/1\.1 408 /)
    expect(ms).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 20)
    expect(ms).toBeLessThan(LIMITS.requestTimeoutMs + CHECK_MARGIN_MS)
    await until(() => lines.length > 0, 1_000)
    expect(lines).toEqual([
      expect.stringMatching(
        /^POST \/call: timed out after \d+ ms waiting for a body of 1000 bytes \(request timeout 600 ms/,
      ),
    ])
  })

  it('closes an idle keep-alive connection after the idle deadline (and Node’s 1 s of grace)', async () => {
    const peer = await connectPeer(port)
    peer.socket.write(`GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`)
    await until(() => peer.received().includes('\r\n\r\n'), 2_000)
    const answeredAt = performance.now()
    expect(peer.received()).toMatch(/^HTTP\/1\.1 200 /)
    expect(peer.received()).toMatch(/keep-alive/i)
    await peer.closed
    const idleMs = performance.now() - answeredAt
    expect(idleMs).toBeGreaterThanOrEqual(LIMITS.idleTimeoutMs - 20)
    expect(idleMs).toBeLessThan(LIMITS.idleTimeoutMs + IDLE_GRACE_MS + CHECK_MARGIN_MS)
  })
})

describe('requests the adapter cannot read', () => {
  let server: Server
  let port: number
  beforeAll(async () => {
    ;({ server, port } = await serve(LIMITS, () => {}))
  })
  afterAll(() => close(server))

  it('HTTP/1.0 without Host reaches the app, whose Host check answers it in JSON', async () => {
    // @hono/node-server alone answers it with an empty 400 (no URL to build without a host).
    const refused = answer(await exchange(port, 'GET /health HTTP/1.0\r\n\r\n'))
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'missing' })
  })

  it('answers a request the adapter refuses (a Host the URL parser reads otherwise) in JSON', async () => {
    const refused = answer(
      await exchange(port, 'GET /health HTTP/1.1\r\nHost: a@b\r\nConnection: close\r\n\r\n'),
    )
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.body)).toEqual({
      error: 'refused',
      message: 'the request cannot be read: Invalid host header',
    })
  })
})

describe('the connection cap (3, set by the test)', () => {
  let server: Server
  let port: number
  const lines: string[] = []
  beforeAll(async () => {
    ;({ server, port } = await serve(
      {
        ...LIMITS,
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 10_000,
        idleTimeoutMs: 10_000,
        maxConnections: 3,
      },
      (line) => lines.push(line),
    ))
  })
  afterAll(() => close(server))

  const get = () => `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`

  it('refuses a connection past the cap unanswered, logs it once, and takes one again when a place frees', async () => {
    // Three kept-alive connections, each answered: the server holds all three.
    const held: Peer[] = []
    for (let i = 0; i < 3; i++) {
      const peer = await connectPeer(port)
      peer.socket.write(get())
      await until(() => peer.received().includes('\r\n\r\n'), 2_000)
      held.push(peer)
    }

    const refused = await connectPeer(port)
    refused.socket.write(get())
    await refused.closed
    expect(refused.received()).toBe('')
    expect(lines).toEqual([
      'refused a connection: 3 open connections is the cap (--max-connections)',
    ])

    held[0]!.socket.destroy()
    // The server counts the closed connection out once it sees the close: a few ms.
    let admitted: Peer | undefined
    for (let attempt = 0; attempt < 50 && admitted === undefined; attempt++) {
      const next = await connectPeer(port)
      next.socket.write(get())
      const outcome = await Promise.race([
        next.closed.then(() => 'closed' as const),
        until(() => next.received().includes('\r\n\r\n'), 2_000).then(() => 'answered' as const),
      ])
      if (outcome === 'answered') admitted = next
    }
    expect(admitted?.received()).toMatch(/^HTTP\/1\.1 200 /)
  })
})

describe('an attacker holding connections from one address', () => {
  const answered = async (peer: Peer, port: number) => {
    peer.socket.write(
      `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    )
    await peer.closed
    return peer.received()
  }

  it('gets at most the per-address cap (4 of 8, set by the test); another client is still served', async () => {
    const lines: string[] = []
    const { server, port } = await serve(
      {
        ...LIMITS,
        headersTimeoutMs: 10_000,
        requestTimeoutMs: 10_000,
        maxConnections: 8,
        maxConnectionsPerAddress: 4,
      },
      (line) => lines.push(line),
    )
    try {
      // 12 idle connections (a slowloris sends nothing and waits for the headers deadline).
      expect(await holdConnections(port, 12, 4)).toBe(4)
      expect(lines).toEqual([
        'refused a connection from one address: 4 open connections from one address is the cap (--max-connections-per-address)',
      ])
      // Without the per-address cap the attacker held all 8 slots and this one was dropped.
      const other = await connectPeer(port, '127.0.0.2')
      expect(await answered(other, port)).toMatch(/^HTTP\/1\.1 200 /)
      // The attacker's own extra connection is refused until one of its four closes.
      const extra = await connectPeer(port)
      expect(await answered(extra, port)).toBe('')
    } finally {
      await close(server)
    }
  })

  it('at the defaults (256 in all, 32 per address): 300 connections from one address leave the others served', async () => {
    const { server, port } = await serve(
      { ...DEFAULT_SERVER_LIMITS, headersTimeoutMs: 10_000 },
      () => {},
    )
    try {
      const cap = DEFAULT_SERVER_LIMITS.maxConnectionsPerAddress
      expect(await holdConnections(port, 300, cap)).toBe(cap)
      const others = await Promise.all(
        ['127.0.0.2', '127.0.0.3', '127.0.0.4'].map((from) => connectPeer(port, from)),
      )
      for (const other of others) expect(await answered(other, port)).toMatch(/^HTTP\/1\.1 200 /)
    } finally {
      await close(server)
    }
  })
})

describe('a client that drops mid-body', () => {
  let server: Server
  let port: number
  beforeAll(async () => {
    // The servers' loggers write to the console: captured below.
    ;({ server, port } = await serve(
      { ...LIMITS, headersTimeoutMs: 10_000, requestTimeoutMs: 10_000 },
      (line) => console.log(line),
    ))
  })
  afterAll(() => close(server))

  it.each([
    ['Content-Length: 1000', '{"type":'],
    ['Transfer-Encoding: chunked', '8\r\n{"type":\r\n'],
  ])('is logged as exactly one line, without a stack (%s)', async (framing, part) => {
    const output = await dropMidBody(port, `${callHead(port, framing)}${part}`, async () => {
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200)
    })
    expect(output).toEqual([
      expect.stringMatching(
        /^POST \/call: the client closed the connection after \d+ ms, before sending a (body of 1000 bytes|chunked body); request dropped$/,
      ),
    ])
  })
})
