import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalChain, startLocalChain } from '../../src/index.mjs'

let chain: LocalChain
beforeAll(async () => {
  // No tokens: this file is about who may call, not what the chain holds.
  chain = await startLocalChain({ tokens: [] })
})
afterAll(async () => {
  await chain?.close()
})

/** A raw HTTP call, so the Host header can be anything (fetch sets its own). */
function call(headers: Record<string, string>, method = 'POST') {
  const url = new URL(chain.rpcUrl)
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const outgoing = request(
        {
          host: '127.0.0.1',
          port: url.port,
          method,
          path: '/',
          headers: {
            'content-type': 'application/json',
            host: `127.0.0.1:${url.port}`,
            ...headers,
          },
        },
        (answer) => {
          let text = ''
          answer.on('data', (chunk) => {
            text += chunk
          })
          answer.on('end', () =>
            resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }),
          )
        },
      )
      outgoing.on('error', reject)
      outgoing.end(method === 'POST' ? body : undefined)
    },
  )
}

describe("the local chain's JSON-RPC server", () => {
  it('answers a call for its own address, from no page or a page on this machine', async () => {
    const port = new URL(chain.rpcUrl).port
    const allowed: Record<string, string>[] = [
      {},
      { host: `localhost:${port}` },
      { origin: 'http://localhost:5173' },
    ]
    for (const headers of allowed) {
      const answer = await call(headers)
      expect(answer.status).toBe(200)
      expect(JSON.parse(answer.body).result).toBe('0x7a69')
    }
    const fromPage = await call({ origin: 'http://127.0.0.1:5174' })
    expect(fromPage.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5174')
    const preflight = await call(
      { origin: 'http://127.0.0.1:5174', 'access-control-request-method': 'POST' },
      'OPTIONS',
    )
    expect(preflight.status).toBe(200)
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5174')
  })

  it('refuses another Host (a DNS-rebound name) and a page of another origin', async () => {
    const refused: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: `evil.example:${new URL(chain.rpcUrl).port}` },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]
    for (const headers of refused) {
      const answer = await call(headers)
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(answer.headers['access-control-allow-origin']).toBeUndefined()
      expect(JSON.parse(answer.body).error.message).toMatch(/^this local chain answers only/)
    }
  })
})
