import {
  connectPeer,
  destroyPeers,
  dropMidBody,
  exchange,
  holdConnections,
  trickle,
  until,
} from '@rampkit/server-plumbing/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type StartedSandbox, type StartSandboxOptions, startSandbox } from '../src/server.js'
import { KEY } from './helpers.js'

// Issue 32's slow and vanishing clients and issue 37's greedy one, played over real sockets
// against a served sandbox with limits set by the test. The limits themselves are tested in
// @rampkit/server-plumbing (serverLimits.test.ts); here, that startSandbox applies each one and
// that a client leaving mid-body is one log line, not a sandbox error with a stack.

const REQUEST_MS = 600
// Node checks the request deadline every tenth of it here: within this, it is the configured time.
const CHECK_MARGIN_MS = 700

const QUOTE = `/api/host-api/v3/onramp/quote/all?hostApiKey=${KEY}`
const ASSETS = `/api/host-api/v3/assets?hostApiKey=${KEY}`

/**
 * A sandbox served for the enclosing describe with `options`, its connection issues collected
 * in `lines` (closed after the describe).
 */
function servedWithLog(options: StartSandboxOptions) {
  const served = { sandbox: undefined as unknown as StartedSandbox, lines: [] as string[] }
  beforeAll(async () => {
    served.sandbox = await startSandbox({
      port: 0,
      ...options,
      logConnectionIssue: (line) => served.lines.push(line),
    })
  })
  afterAll(() => served.sandbox.close())
  return served
}

afterEach(() => {
  destroyPeers()
})

describe('a served sandbox with a short request deadline (set by the test)', () => {
  const served = servedWithLog({ headersTimeoutMs: REQUEST_MS / 2, requestTimeoutMs: REQUEST_MS })
  const { lines } = served

  it('closes a slow body (a byte every 50 ms) with 408 at the request deadline, logged as one line', async () => {
    const { sandbox } = served
    const peer = await connectPeer(sandbox.port)
    peer.socket.write(
      `POST ${QUOTE} HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    )
    trickle(peer.socket, ' ', 50, 100)
    const ms = await peer.closed
    expect(peer.received()).toMatch(/^HTTP\/1\.1 408 /)
    expect(ms).toBeGreaterThanOrEqual(REQUEST_MS - 20)
    expect(ms).toBeLessThan(REQUEST_MS + CHECK_MARGIN_MS)
    await until(() => lines.length > 0, 1_000)
    expect(lines).toEqual([
      expect.stringMatching(
        /^POST \/api\/host-api\/v3\/onramp\/quote\/all: timed out after \d+ ms waiting for a body of 1000 bytes \(request timeout 600 ms/,
      ),
    ])
  })
})

describe('one client holding connections (caps set by the test: 6 in all, 3 per address)', () => {
  const served = servedWithLog({ maxConnections: 6, maxConnectionsPerAddress: 3 })
  const { lines } = served

  it('keeps 3 of its 10 connections, logs it once, and another client is still served', async () => {
    const { sandbox } = served
    expect(await holdConnections(sandbox.port, 10, 3)).toBe(3)
    expect(lines).toEqual([
      'refused a connection from one address: 3 open connections from one address is the cap (--max-connections-per-address)',
    ])
    const other = await exchange(
      sandbox.port,
      `GET ${ASSETS} HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\nConnection: close\r\n\r\n`,
      '127.0.0.2',
    )
    expect(other).toMatch(/^HTTP\/1\.1 200 /)
  })
})

describe('a client that drops mid-body', () => {
  let sandbox: StartedSandbox
  beforeAll(async () => {
    // The CLI's loggers: console.warn and console.error, captured below.
    sandbox = await startSandbox({ port: 0 })
  })
  afterAll(() => sandbox.close())

  it.each([
    ['Content-Length: 1000', '{"fiatCurrency":'],
    ['Transfer-Encoding: chunked', '10\r\n{"fiatCurrency":\r\n'],
  ])('is logged as exactly one line, without a stack (%s)', async (framing, part) => {
    const output = await dropMidBody(
      sandbox.port,
      `POST ${QUOTE} HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\nContent-Type: application/json\r\n${framing}\r\n\r\n${part}`,
      // Anything else the abort would log (the 500 path) is out by this answer.
      async () => expect((await fetch(`${sandbox.url}${ASSETS}`)).status).toBe(200),
    )
    expect(output).toHaveLength(1)
    const [line] = output
    expect(line).toMatch(
      /^\[rampkit-sandbox\] POST \/api\/host-api\/v3\/onramp\/quote\/all: the client closed the connection after \d+ ms, before sending a (body of 1000 bytes|chunked body); request dropped$/,
    )
    expect(line).not.toContain('\n')
    expect(line).not.toContain(KEY)
  })
})
