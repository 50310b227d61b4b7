import { createHostApiClient } from '@rampkit/core'
import fc from 'fast-check'
import { getResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestSandbox } from '../sandbox/createTestSandbox.js'
import { rampkitHandlers } from './rampkitHandlers.js'

const KEY = 'demo-host-api-key'
const handlers = rampkitHandlers()
const server = setupServer(...handlers)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const client = (baseUrl = 'https://api.ramp.network/api') =>
  createHostApiClient({ baseUrl, hostApiKey: KEY, retries: 0 })

// Origins and path prefixes a host's client may be given: any host and port, and a prefix of any
// segments (each as URL paths write it: letters, digits, percent escapes and the sub-delimiters
// such as `*`, `:`, `(` and `+`, which MSW's path patterns would read as syntax).
const origins = fc
  .tuple(
    fc.constantFrom('http', 'https'),
    fc.domain(),
    fc.option(fc.integer({ min: 1, max: 65535 })),
  )
  .map(
    ([scheme, host, port]) =>
      new URL(`${scheme}://${host}${port === null ? '' : `:${port}`}`).origin,
  )
const prefixes = fc
  .array(
    fc.webSegment().filter((segment) => segment !== '' && segment !== '.' && segment !== '..'),
    { maxLength: 4 },
  )
  .map((segments) => segments.map((segment) => `/${segment}`).join(''))

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

  it("answers a host's own proxy by default, under any origin and path prefix (issue 28)", async () => {
    const { assets } = await client('https://api.example.test/api').v3.getAssets()
    expect(assets.map((asset) => asset.symbol)).toContain('ETH')
    const raw = await fetch(`https://api.example.test/api/host-api/v3/assets?hostApiKey=${KEY}`)
    expect(raw.status).toBe(200)
    // the legacy endpoints under a legacy base URL of their own, and a base with no path
    const legacy = createHostApiClient({
      baseUrl: 'https://api.example.test/api',
      legacyBaseUrl: 'https://legacy.example.test/ramp/v1',
      hostApiKey: KEY,
      retries: 0,
    })
    expect((await legacy.legacy.getCountries()).length).toBeGreaterThan(0)
    expect((await client('http://localhost:3000').v3.getCurrencies()).length).toBeGreaterThan(0)
    // a prefix whose escapes are not UTF-8 (MSW decodes what its patterns capture)
    const odd = await getResponse(handlers, new Request('https://x.example/%FF/host-api/v3/assets'))
    expect(odd?.status).toBe(200)
  })

  it('answers any origin and path prefix by default (property)', async () => {
    await fc.assert(
      fc.asyncProperty(origins, prefixes, async (origin, prefix) => {
        const response = await getResponse(
          handlers,
          new Request(`${origin}${prefix}/host-api/v3/assets?currencyCode=EUR`),
        )
        expect(response?.status).toBe(200)
        expect(((await response!.json()) as { assets: unknown[] }).assets.length).toBeGreaterThan(0)
        const purchase = await getResponse(
          handlers,
          new Request(`${origin}${prefix}/host-api/purchase/unknown-id?secret=x`),
        )
        expect(purchase?.status).toBe(404)
      }),
      { numRuns: 60 },
    )
  })

  it('with baseUrl, answers only under that base URL (or those), leaving others to MSW', async () => {
    const narrowed = rampkitHandlers({
      sandbox: handlers.sandbox,
      baseUrl: ['https://ramp.example.com/proxy/api/', 'https://legacy.example.com/v1'],
    })
    const answered = (url: string) => getResponse(narrowed, new Request(url))
    for (const base of ['https://ramp.example.com/proxy/api', 'https://legacy.example.com/v1']) {
      expect((await answered(`${base}/host-api/v3/assets`))?.status).toBe(200)
      expect((await answered(`${base}/host-api/countries`))?.status).toBe(200)
    }
    for (const other of [
      'https://api.ramp.network/api',
      'https://ramp.example.com/proxy',
      'https://ramp.example.com/proxy/api/more',
      'https://ramp.example.com/proxy/api2',
      'http://ramp.example.com/proxy/api',
      'https://ramp.example.com:8443/proxy/api',
      'https://evil.example/https://ramp.example.com/proxy/api',
    ]) {
      expect(await answered(`${other}/host-api/v3/assets`), other).toBeUndefined()
    }
  })

  it('with baseUrl, answers under that base and no other, whatever characters its path holds (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        origins,
        prefixes,
        origins,
        prefixes,
        async (origin, prefix, otherOrigin, otherPrefix) => {
          const base = new URL(`${origin}${prefix}`)
          const other = new URL(`${otherOrigin}${otherPrefix}`)
          fc.pre(base.href.replace(/\/+$/, '') !== other.href.replace(/\/+$/, ''))
          const narrowed = rampkitHandlers({ sandbox: handlers.sandbox, baseUrl: base.href })
          const under = (url: URL) =>
            getResponse(narrowed, new Request(`${url.href.replace(/\/+$/, '')}/host-api/v3/assets`))
          expect((await under(base))?.status).toBe(200)
          expect(await under(other)).toBeUndefined()
          // the same origin under another prefix
          const sibling = new URL(`${origin}${otherPrefix}`)
          if (sibling.href.replace(/\/+$/, '') !== base.href.replace(/\/+$/, '')) {
            expect(await under(sibling)).toBeUndefined()
          }
        },
      ),
      { numRuns: 60 },
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
          // Under the base: `..` segments (also as %2e%2e) that climb out of /host-api/ leave
          // the host API, and its requests to the test's other handlers.
          fc.pre(new URL(url).pathname.startsWith('/api/host-api/'))
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
