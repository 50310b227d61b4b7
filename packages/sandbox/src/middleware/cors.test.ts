import fc from 'fast-check'
import { Hono, type MiddlewareHandler } from 'hono'
import { cors as honoCors } from 'hono/cors'
import { describe, expect, it } from 'vitest'
import { addWaitingCorsHeaders, CORS_OPTIONS, cors, jsonWithCorsHeaders } from './cors.js'

// Every way a sandbox route answers, plus the ones none uses today (own Response objects,
// immutable headers), behind the given CORS middleware.
function appWith(middleware: MiddlewareHandler): Hono {
  const app = new Hono()
  app.use('*', middleware)
  app.post('/json', (c) => c.json({ ok: true }, 201, { 'X-Extra': 'yes' }))
  app.get('/text', (c) => c.text('plain'))
  app.get('/html', (c) => c.html('<p>x</p>', 200, { 'Cache-Control': 'no-store' }))
  app.get('/redirect', (c) => c.redirect('/text', 301))
  app.get('/own', () => new Response('own', { headers: { 'Content-Type': 'text/x-own' } }))
  app.get('/immutable', () => Response.redirect('http://localhost/text', 302))
  app.get('/throws', () => {
    throw new Error('boom')
  })
  app.all('/json', (c) => c.json({ code: 'METHOD_NOT_ALLOWED' }, 405, { Allow: 'POST, OPTIONS' }))
  app.notFound((c) => c.json({ code: 'NOT_FOUND' }, 404))
  app.onError((_, c) => c.json({ code: 'INTERNAL' }, 500, { 'Retry-After': '1' }))
  return app
}

async function answer(app: Hono, request: Request) {
  const response = await app.fetch(request)
  return {
    status: response.status,
    headers: [...response.headers.entries()].sort(([a], [b]) => a.localeCompare(b)),
    body: await response.text(),
  }
}

const PATHS = ['/json', '/text', '/html', '/redirect', '/own', '/immutable', '/throws', '/nope']

describe('cors', () => {
  it('answers exactly as hono/cors with the same options, for any method, path and request headers (property)', async () => {
    const ours = appWith(cors())
    const reference = appWith(honoCors(CORS_OPTIONS))
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE'),
        fc.constantFrom(...PATHS),
        fc.option(fc.constantFrom('http://localhost:5173', 'https://app.example', 'null')),
        fc.option(fc.constantFrom('POST', 'GET', 'DELETE')),
        fc.option(fc.constantFrom('content-type', 'Content-Type, X-Custom', ' a , b ', '')),
        async (method, path, origin, requestMethod, requestHeaders) => {
          const headers = new Headers()
          if (origin !== null) headers.set('Origin', origin)
          if (requestMethod !== null) headers.set('Access-Control-Request-Method', requestMethod)
          if (requestHeaders !== null) headers.set('Access-Control-Request-Headers', requestHeaders)
          const init = { method, headers, body: method === 'POST' ? '{}' : null }
          const url = `http://localhost${path}`
          expect(await answer(ours, new Request(url, init))).toEqual(
            await answer(reference, new Request(url, init)),
          )
        },
      ),
      { numRuns: 300 },
    )
  })

  it('puts the headers on what a route answers and on errors', async () => {
    const app = appWith(cors())
    for (const path of ['/text', '/own', '/immutable', '/throws', '/nope']) {
      const response = await app.fetch(new Request(`http://localhost${path}`))
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-expose-headers')).toBe(
        'Retry-After,Allow,Content-Length',
      )
    }
  })

  it('given allowOrigin, answers the origin it names (with Vary) or no CORS header at all', async () => {
    const app = appWith(cors((origin) => (origin === 'http://localhost:5173' ? origin : undefined)))
    const from = (origin: string, method = 'GET') =>
      app.fetch(
        new Request('http://localhost/text', {
          method,
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        }),
      )
    const allowed = await from('http://localhost:5173')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(allowed.headers.get('vary')).toBe('Origin')
    const other = await from('https://evil.example')
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await from('https://evil.example', 'OPTIONS')
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const allowedPreflight = await from('http://localhost:5173', 'OPTIONS')
    expect(allowedPreflight.headers.get('access-control-allow-origin')).toBe(
      'http://localhost:5173',
    )
  })

  it('leaves the headers to a route that writes them: the same answers as when cors writes them', async () => {
    // `writes` answers with jsonWithCorsHeaders, `fails` throws, `plain` forgets them.
    const withRoutes = (middleware: MiddlewareHandler) => {
      const app = new Hono()
      app.use('*', middleware)
      app.post('/writes', (c) => jsonWithCorsHeaders(c, '{"ok":true}'))
      app.post('/fails', () => {
        throw new Error('boom')
      })
      app.post('/plain', (c) => c.json({ ok: true }))
      app.onError((_, c) => {
        addWaitingCorsHeaders(c)
        return c.json({ code: 'INTERNAL' }, 500, { 'Retry-After': '1' })
      })
      return app
    }
    const leaving = withRoutes(cors(undefined, () => true))
    const writing = withRoutes(cors())
    for (const path of ['/writes', '/fails', '/plain']) {
      const request = () => new Request(`http://localhost${path}`, { method: 'POST', body: '{}' })
      const left = await answer(leaving, request())
      expect(left).toEqual(await answer(writing, request()))
      expect(left.headers).toContainEqual(['access-control-allow-origin', '*'])
    }
    // No route writing them: jsonWithCorsHeaders answers as c.body would, without CORS.
    const bare = new Hono().post('/writes', (c) => jsonWithCorsHeaders(c, '{"ok":true}'))
    const response = await bare.fetch(new Request('http://localhost/writes', { method: 'POST' }))
    expect([...response.headers]).toEqual([['content-type', 'application/json']])
  })

  it('writes the headers itself when the origin rule names one origin (Vary), whatever the route', async () => {
    const app = new Hono()
    app.use(
      '*',
      cors(
        (origin) => origin,
        () => true,
      ),
    )
    app.post('/writes', (c) => jsonWithCorsHeaders(c, '{}'))
    const response = await app.fetch(
      new Request('http://localhost/writes', {
        method: 'POST',
        headers: { Origin: 'http://localhost:5173' },
      }),
    )
    expect([...response.headers]).toEqual([
      ['access-control-allow-origin', 'http://localhost:5173'],
      ['access-control-expose-headers', 'Retry-After,Allow,Content-Length'],
      ['content-type', 'application/json'],
      ['vary', 'Origin'],
    ])
  })
})
