import { createHostApiClient, HostApiError } from '@rampkit/core'
import fc from 'fast-check'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestSandbox } from '../sandbox/createTestSandbox.js'
import { rampkitHandlers } from './rampkitHandlers.js'

const KEY = 'demo-host-api-key'
const handlers = rampkitHandlers()
const custom = rampkitHandlers({ baseUrl: 'https://ramp.example.com/proxy/api/' })
const server = setupServer(...handlers, ...custom)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = (baseUrl = 'https://api.ramp.network/api') =>
  createHostApiClient({ baseUrl, hostApiKey: KEY, retries: 0 })

describe('rampkitHandlers', () => {
  it('answers the production base URL from the test sandbox, through the global fetch', async () => {
    const { assets } = await client().v3.getAssets()
    expect(assets.map((asset) => asset.symbol)).toContain('ETH')
  })

  it('answers the served sandbox base and a base the host configured, POST bodies included', async () => {
    const body = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 } as const
    const local = await client('http://127.0.0.1:8787/api').v3.getOnrampQuote(body)
    const proxied = await client('https://ramp.example.com/proxy/api').v3.getOnrampQuote(body)
    expect(Object.keys(local).length).toBeGreaterThan(0)
    expect(Object.keys(proxied)).toEqual(Object.keys(local))
  })

  it('leaves other URLs alone (MSW reports them unhandled)', async () => {
    await expect(client('https://elsewhere.example/api').v3.getAssets()).rejects.toBeInstanceOf(
      HostApiError,
    )
  })

  it('answers with the sandbox it carries: a purchase made there is read through the client', async () => {
    const { purchase, purchaseViewToken } = await handlers.sandbox.createPurchase()
    const read = () => client().legacy.getPurchase(purchase.id, purchaseViewToken)
    expect((await read()).status).toBe('INITIALIZED')
    await handlers.sandbox.completePurchase(purchase.id)
    expect((await read()).status).toBe('RELEASED')
    await expect(client().legacy.getPurchase(purchase.id, 'wrong-secret')).rejects.toMatchObject({
      status: 404,
    })
  })

  it('shares a sandbox given as an option', async () => {
    const sandbox = createTestSandbox()
    server.use(...rampkitHandlers({ sandbox, baseUrl: 'https://shared.example/api' }))
    try {
      const { sale, saleViewToken } = await sandbox.createSale()
      const read = await client('https://shared.example/api').v3.getSale(sale.id, saleViewToken)
      expect(read.id).toBe(sale.id)
    } finally {
      sandbox.dispose()
    }
  })

  it('hostile paths and queries under the base: a JSON answer from the sandbox, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.webSegment(), { minLength: 1, maxLength: 4 }),
        fc.webQueryParameters(),
        fc.constantFrom('GET', 'POST'),
        async (segments, query, method) => {
          const url = `https://api.ramp.network/api/host-api/${segments.join('/')}?${query}`
          const response = await fetch(url, {
            method,
            ...(method === 'POST'
              ? { body: '{"fiatValue":', headers: { 'content-type': 'application/json' } }
              : {}),
          })
          expect(response.status).toBeLessThan(500)
          expect(response.headers.get('content-type')).toMatch(/json/)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('refuses a base URL that is not an absolute http(s) URL', () => {
    for (const baseUrl of ['/api', 'ftp://x.example/api', 'https://x.example/api?key=1', '']) {
      expect(() => rampkitHandlers({ baseUrl })).toThrow(TypeError)
    }
  })
})
