import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartedSandbox, startSandbox } from '../server.js'

// The attacker writes the request line and headers by hand over a raw socket: an absolute-form
// request line naming another host than `Host`, several `Host` lines, HTTP/1.0 without `Host`.
// @hono/node-server builds the request's URL (so the URLs the sandbox writes into its answers)
// from an absolute request line, while the Host policy reads the `Host` header.

const ASSETS = '/api/host-api/v3/assets?hostApiKey=demo-host-api-key'

let sandbox: StartedSandbox
let own: string
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, logConnectionIssue: () => {} })
  own = `127.0.0.1:${sandbox.port}`
})
afterAll(() => sandbox?.close())

/** Sends `head` (request line and header lines) as written, then reads the answer to its end. */
function rawRequest(head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(sandbox.port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0)
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) })
    })
    socket.write(`${head}\r\nConnection: close\r\n\r\n`)
  })
}

describe('served sandbox: the host a request names', () => {
  it('answers an absolute request line for its own address with the same Host, its URLs naming it', async () => {
    const answer = await rawRequest(`GET http://${own}${ASSETS} HTTP/1.1\r\nHost: ${own}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toContain(`http://${own}/`)
  })

  it('refuses an absolute request line for evil.example under its own Host, writing no evil.example URL', async () => {
    const answer = await rawRequest(`GET http://evil.example${ASSETS} HTTP/1.1\r\nHost: ${own}`)
    expect(answer.status).toBe(403)
    const body = JSON.parse(answer.body) as { code: string; message: string }
    expect(body.code).toBe('HOST_NOT_ALLOWED')
    expect(body.message).toBe(
      `this sandbox refuses the request: the request line names host "evil.example" but the Host header "${own}"; send the same host in both`,
    )
    // the same on the control API, whose records a rebinding page is after
    const records = await rawRequest(
      `GET http://evil.example/sandbox/purchases HTTP/1.1\r\nHost: ${own}`,
    )
    expect(records.status).toBe(403)
    expect(records.body).not.toContain('"purchases"')
  })

  it('refuses an absolute request line whose host matches a foreign Host (the Host policy)', async () => {
    const answer = await rawRequest(
      `GET http://evil.example${ASSETS} HTTP/1.1\r\nHost: evil.example`,
    )
    expect(answer.status).toBe(403)
    expect(answer.body).toContain('does not answer to Host \\"evil.example\\"')
  })

  it('refuses HTTP/1.0 without Host (origin or absolute form) and two Host lines', async () => {
    // Was an empty 400 from the adapter (no host to build a URL from): now the sandbox's JSON.
    const bare = await rawRequest(`GET ${ASSETS} HTTP/1.0`)
    expect(bare.status).toBe(403)
    expect(JSON.parse(bare.body)).toEqual({
      code: 'HOST_NOT_ALLOWED',
      message:
        'this sandbox refuses the request: the request has no Host header; send the address it is for (HTTP/1.0 clients too)',
    })
    const absolute = await rawRequest(`GET http://${own}${ASSETS} HTTP/1.0`)
    expect(absolute.status).toBe(403)
    expect(absolute.body).toContain('no Host header')
    const twice = await rawRequest(`GET ${ASSETS} HTTP/1.1\r\nHost: ${own}\r\nHost: evil.example`)
    expect(twice.status).toBe(403)
    expect(twice.body).toContain('2 Host headers')
    // HTTP/1.0 with its Host is answered
    expect((await rawRequest(`GET ${ASSETS} HTTP/1.0\r\nHost: ${own}`)).status).toBe(200)
  })

  it('answers a Host the adapter cannot read in its JSON (was an empty 400)', async () => {
    const answer = await rawRequest(`GET ${ASSETS} HTTP/1.1\r\nHost: a@b`)
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({
      code: 'INVALID_REQUEST',
      message: 'the request cannot be read: Invalid host header',
    })
  })
})
