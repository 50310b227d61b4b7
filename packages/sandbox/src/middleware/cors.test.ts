import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { type AllowOrigin, cors } from './cors.js'

// Every way a sandbox route answers, plus the ones none uses today (own Response objects,
// immutable headers), behind `cors(allowOrigin)`.
function appWith(allowOrigin?: AllowOrigin): Hono {
  const app = new Hono()
  app.use('*', cors(allowOrigin))
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

const PATHS = ['/json', '/text', '/html', '/redirect', '/own', '/immutable', '/throws', '/nope']
const EXPOSED = 'Retry-After,Allow,Content-Length'

/** The CORS headers (and Vary) of the answer to `method path` from `origin`. */
async function corsHeaders(app: Hono, method: string, path: string, origin: string) {
  const response = await app.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'Content-Type, X-Custom',
      },
    }),
  )
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => name.startsWith('access-control-') || name === 'vary'),
  )
  return { status: response.status, headers }
}

describe('cors', () => {
  it('puts the any-origin headers on every answer: routes, own Responses, errors, 404s', async () => {
    const app = appWith()
    for (const path of PATHS) {
      for (const method of ['GET', 'POST']) {
        expect((await corsHeaders(app, method, path, 'https://app.example')).headers).toEqual({
          'access-control-allow-origin': '*',
          'access-control-expose-headers': EXPOSED,
        })
      }
    }
  })

  it('answers a preflight itself (204) with the methods, the asked headers and a max age', async () => {
    expect(await corsHeaders(appWith(), 'OPTIONS', '/json', 'https://app.example')).toEqual({
      status: 204,
      headers: {
        'access-control-allow-headers': 'Content-Type,X-Custom',
        'access-control-allow-methods': 'GET,HEAD,POST,OPTIONS',
        'access-control-allow-origin': '*',
        'access-control-expose-headers': EXPOSED,
        'access-control-max-age': '600',
        vary: 'Access-Control-Request-Headers',
      },
    })
  })

  it('given allowOrigin: * as without it, one origin with Vary, or no CORS header at all', async () => {
    const app = appWith((origin, path) =>
      path === '/json' ? '*' : origin === 'http://localhost:5173' ? origin : undefined,
    )
    for (const path of PATHS.filter((path) => path !== '/json')) {
      expect((await corsHeaders(app, 'GET', path, 'http://localhost:5173')).headers).toEqual({
        'access-control-allow-origin': 'http://localhost:5173',
        'access-control-expose-headers': EXPOSED,
        vary: 'Origin',
      })
      expect((await corsHeaders(app, 'GET', path, 'https://evil.example')).headers).toEqual({})
    }
    expect((await corsHeaders(app, 'POST', '/json', 'https://evil.example')).headers).toEqual({
      'access-control-allow-origin': '*',
      'access-control-expose-headers': EXPOSED,
    })
    const refused = await corsHeaders(app, 'OPTIONS', '/text', 'https://evil.example')
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
    const allowed = await corsHeaders(app, 'OPTIONS', '/text', 'http://localhost:5173')
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:5173',
      'access-control-allow-methods': 'GET,HEAD,POST,OPTIONS',
    })
  })
})
