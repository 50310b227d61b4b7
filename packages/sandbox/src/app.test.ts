import { describe, expect, it } from 'vitest'
import { BROWSER_PREFLIGHT, getJson, KEY, ONRAMP, postJson } from '../test/helpers.js'
import { createSandbox as createUncheckedSandbox } from './app.js'
import { openApiCheckingFetch } from './routes/openapiCheckingFetch.js'

// Every host API answer here is also held to the OpenAPI document the sandbox serves.
const createSandbox = (...args: Parameters<typeof createUncheckedSandbox>) => {
  const sandbox = createUncheckedSandbox(...args)
  return { ...sandbox, fetch: openApiCheckingFetch(sandbox.fetch) }
}

const quoteBody = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }

describe('createSandbox', () => {
  it('answers an index with the URLs at /, /api and /sandbox (with or without its slash)', async () => {
    const sandbox = createSandbox()
    for (const path of ['/', '/api', '/sandbox', '/sandbox/']) {
      const res = await getJson(sandbox, `http://127.0.0.1:9999${path}`)
      expect(res.body).toMatchObject({
        baseUrl: 'http://127.0.0.1:9999/api',
        legacyBaseUrl: 'http://127.0.0.1:9999/api',
        widgetUrl: 'http://127.0.0.1:9999/widget/',
        openapiUrl: 'http://127.0.0.1:9999/api/openapi.json',
        demoHostApiKey: 'demo-host-api-key',
      })
    }
  })

  it('answers a browser (Accept prefers text/html) with the index as a page linking every address', async () => {
    const sandbox = createSandbox()
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
    for (const path of ['/', '/api', '/sandbox', '/sandbox/']) {
      const res = await sandbox.fetch(`http://127.0.0.1:9999${path}`, {
        headers: { accept: browser },
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(res.headers.get('vary')).toContain('Accept')
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
      const html = await res.text()
      for (const url of [
        'http://127.0.0.1:9999/api',
        'http://127.0.0.1:9999/api/openapi.json',
        'http://127.0.0.1:9999/widget/',
        'http://127.0.0.1:9999/dashboard/',
        'http://127.0.0.1:9999/sandbox/openapi.json',
      ]) {
        expect(html).toContain(`<a href="${url}">`)
      }
      expect(html).toContain('<code>POST /sandbox/purchases/{id}/advance</code>')
      expect(html).toContain('<link rel="icon" href="/favicon.svg"')
    }
    // fetch, curl and JSON clients keep the JSON
    for (const accept of [undefined, '*/*', 'application/json', 'application/json, text/html']) {
      const res = await sandbox.fetch('/sandbox/', accept ? { headers: { accept } } : {})
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    }
  })

  it('the index page escapes what the request put in its addresses', async () => {
    const sandbox = createSandbox()
    const res = await sandbox.fetch(
      new Request('http://x.example/sandbox/', { headers: { accept: 'text/html' } }),
    )
    const html = await res.text()
    expect(html).toContain('<a href="http://x.example/api">')
    expect(html).not.toMatch(/<script/i)
  })

  it('serves its icon at /favicon.svg and /favicon.ico, and every page links it', async () => {
    const sandbox = createSandbox()
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const res = await sandbox.fetch(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    }
    expect((await sandbox.fetch('/favicon.ico', { method: 'POST' })).status).toBe(405)
    for (const page of ['/dashboard/', '/widget/', '/sandbox/']) {
      const html = await (await sandbox.fetch(page, { headers: { accept: 'text/html' } })).text()
      const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1]
      expect(href, page).toBe('/favicon.svg')
      expect((await sandbox.fetch(new URL(href!, `http://localhost${page}`).href)).status).toBe(200)
    }
  })

  it('the index lists the OpenAPI document, which answers at the URL given, and every endpoint it describes', async () => {
    const sandbox = createSandbox()
    const index = (await getJson(sandbox, 'http://127.0.0.1:9999/api')).body as {
      openapiUrl: string
      endpoints: string[]
    }
    expect(index.endpoints).toContain('GET /openapi.json')
    const res = await sandbox.fetch(index.openapiUrl)
    expect(res.status).toBe(200)
    const document = (await res.json()) as { openapi: string; paths: Record<string, object> }
    expect(document.openapi).toMatch(/^3\.1\./)
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const listed = index.endpoints
      .filter((endpoint) => endpoint !== 'GET /openapi.json')
      .map((endpoint) => endpoint.replace(/\?.*$/, ''))
    expect(listed.sort()).toEqual(described.sort())
  })

  it('CORS: preflight from another origin, and headers on answers and errors', async () => {
    const sandbox = createSandbox({ rateLimit: 1 })
    const preflight = await sandbox.fetch(ONRAMP, BROWSER_PREFLIGHT)
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
    const headers = { origin: 'http://localhost:5173', 'content-type': 'application/json' }
    const ok = await sandbox.fetch(ONRAMP, {
      method: 'POST',
      headers,
      body: JSON.stringify(quoteBody),
    })
    expect(ok.headers.get('access-control-allow-origin')).toBe('*')
    const limited = await sandbox.fetch(ONRAMP, {
      method: 'POST',
      headers,
      body: JSON.stringify(quoteBody),
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('access-control-allow-origin')).toBe('*')
    expect(limited.headers.get('access-control-expose-headers')).toContain('Retry-After')
  })

  it('rate limit: 429 RATE_LIMITED with Retry-After, per client, recovering over time', async () => {
    let now = 0
    const sandbox = createSandbox({ rateLimit: 2, now: () => now })
    const call = (client: string) =>
      getJson(sandbox, '/api/host-api/countries', { 'x-forwarded-for': client })
    expect((await call('a')).status).toBe(200)
    expect((await call('a')).status).toBe(200)
    const limited = await call('a')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('1')
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 1 })
    expect((await call('b')).status).toBe(200)
    now += 1000
    expect((await call('a')).status).toBe(200)
    // the control API is not limited
    expect((await postJson(sandbox, '/sandbox/reset', {})).status).toBe(200)
  })

  it('404 NOT_FOUND for unknown paths, 405 with Allow for wrong methods, HEAD works', async () => {
    const sandbox = createSandbox()
    for (const path of [
      '/nope',
      '/api/host-api/v4/assets',
      '/api/host-api/v3/assets/',
      '/api/host-api/purchase/',
    ]) {
      const res = await getJson(sandbox, path)
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'NOT_FOUND'])
    }
    const wrong = await sandbox.fetch('/api/host-api/v3/assets', { method: 'DELETE' })
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect(await wrong.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' })
    const getQuote = await getJson(sandbox, ONRAMP)
    expect([getQuote.status, getQuote.headers.get('allow')]).toEqual([405, 'POST, OPTIONS'])
    const head = await sandbox.fetch('/api/host-api/countries', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('413 BODY_TOO_LARGE and 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const sandbox = createSandbox()
    const big = await postJson(sandbox, ONRAMP, { ...quoteBody, pad: 'x'.repeat(20_000) })
    expect([big.status, big.body.code]).toEqual([413, 'BODY_TOO_LARGE'])
    const text = await sandbox.fetch(ONRAMP, {
      method: 'POST',
      body: JSON.stringify(quoteBody),
      headers: { 'content-type': 'text/plain' },
    })
    expect(text.status).toBe(415)
    expect((await text.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })

  it('an unexpected error is a logged 500 INTERNAL, so bugs cannot hide as 4xx', async () => {
    const logged: string[] = []
    const sandbox = createSandbox({ logError: (message) => logged.push(message) })
    sandbox.app.get('/boom', () => {
      throw new TypeError('bug')
    })
    const res = await getJson(sandbox, '/boom')
    expect([res.status, res.body]).toEqual([
      500,
      { code: 'INTERNAL', message: 'internal sandbox error' },
    ])
    expect(logged).toEqual(['unexpected error on GET /boom'])
  })

  it('keys and secrets never show in answers', async () => {
    const sandbox = createSandbox()
    const res = await sandbox.fetch('/api/host-api/v3/onramp/quote/all?hostApiKey=top-secret-key', {
      method: 'POST',
    })
    expect(await res.text()).not.toContain('top-secret-key')
    const purchase = await sandbox.fetch('/api/host-api/purchase/x?secret=top-secret-token')
    expect(await purchase.text()).not.toContain('top-secret-token')
  })

  it('with a seed, quotes change as the clock moves; without, they do not', async () => {
    let now = 1_000_000
    const seeded = createSandbox({ seed: 42, now: () => now })
    const fixed = createSandbox({ now: () => now })
    const amounts = async (s: typeof seeded) =>
      (await postJson<{ CARD_PAYMENT: { cryptoAmount: string } }>(s, ONRAMP, quoteBody)).body
        .CARD_PAYMENT.cryptoAmount
    const first = [await amounts(seeded), await amounts(fixed)]
    now += 60_000
    const later = [await amounts(seeded), await amounts(fixed)]
    expect(later[0]).not.toBe(first[0])
    expect(later[1]).toBe(first[1])
    // the same seed and clock give the same quote
    let clock = 1_000_000
    const again = createSandbox({ seed: 42, now: () => clock })
    clock += 60_000
    expect(await amounts(again)).toBe(later[0])
  })

  it('fetch accepts a Request, a URL or a path', async () => {
    const sandbox = createSandbox()
    expect((await sandbox.fetch(new Request('http://x/api/host-api/countries'))).status).toBe(200)
    expect((await sandbox.fetch(new URL('http://x/api/host-api/countries'))).status).toBe(200)
    expect((await sandbox.fetch(`/api/host-api/v3/assets?hostApiKey=${KEY}`)).status).toBe(200)
  })
})
