import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../app.js'
import { type StartedSandbox, startSandbox } from '../server.js'

// The quote answer's headers as sent on the wire, served and in-process, for an answer and a
// refusal: the CORS headers a browser app needs, its type and length, nothing else.

const QUOTE = '/api/host-api/v3/onramp/quote/all?hostApiKey=demo-host-api-key'
const BODY = JSON.stringify({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 })

let sandbox: StartedSandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, logConnectionIssue: () => {} })
})
afterAll(() => sandbox?.close())

/** Posts `body` over a raw socket; the status line and header lines as written, and the body. */
function rawPost(path: string, body: string, origin = 'http://localhost:5173') {
  return new Promise<{ head: string[]; body: string }>((resolve, reject) => {
    const socket = connect(sandbox.port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('error', reject)
    // keep-alive, as a browser sends it: the answer ends at its Content-Length
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      const bytes = Buffer.concat(chunks)
      const end = bytes.indexOf('\r\n\r\n')
      if (end === -1) return
      const head = bytes.toString('latin1', 0, end).split('\r\n')
      const length = head.find((line) => /^content-length: /i.test(line))?.split(': ')[1]
      if (bytes.length < end + 4 + Number(length)) return
      socket.destroy()
      resolve({ head, body: bytes.toString('utf8', end + 4) })
    })
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${sandbox.port}\r\nOrigin: ${origin}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: keep-alive\r\n\r\n${body}`,
    )
  })
}

/** The header lines, names in lower case (HTTP's are case-insensitive), sorted; Date's value aside. */
const headerLines = (head: string[]) =>
  head
    .slice(1)
    .map((line) => {
      const [name = '', value] = line.split(': ')
      return name.toLowerCase() === 'date' ? 'date: (now)' : `${name.toLowerCase()}: ${value}`
    })
    .sort()

/** What the served quote path answers with, an answer or a refusal alike. */
const servedHeaderLines = (body: string) => [
  'access-control-allow-origin: *',
  'access-control-expose-headers: Retry-After,Allow,Content-Length',
  'connection: keep-alive',
  `content-length: ${Buffer.byteLength(body)}`,
  'content-type: application/json',
  'date: (now)',
  'keep-alive: timeout=5',
]

describe('the quote answer’s headers', () => {
  it('served: the CORS headers, its type and its length', async () => {
    const answer = await rawPost(QUOTE, BODY)
    expect(answer.head[0]).toBe('HTTP/1.1 200 OK')
    expect(headerLines(answer.head)).toEqual(servedHeaderLines(answer.body))
    expect(JSON.parse(answer.body)).toHaveProperty('asset')
  })

  it('served: a refusal on the quote path keeps its headers too', async () => {
    const answer = await rawPost(QUOTE, '{"cryptoAssetSymbol":')
    expect(answer.head[0]).toBe('HTTP/1.1 400 Bad Request')
    expect(headerLines(answer.head)).toEqual(servedHeaderLines(answer.body))
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'INVALID_REQUEST' })
  })

  it('in-process: the same headers, and no Content-Length', async () => {
    const { fetch } = createSandbox()
    for (const body of [BODY, '{"cryptoAssetSymbol":']) {
      const response = await fetch(QUOTE, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
        body,
      })
      expect([...response.headers]).toEqual([
        ['access-control-allow-origin', '*'],
        ['access-control-expose-headers', 'Retry-After,Allow,Content-Length'],
        ['content-type', 'application/json'],
      ])
    }
  })
})
