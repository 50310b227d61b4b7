import { request as httpRequest, type IncomingMessage } from 'node:http'
import { type ServerType, serve } from '@hono/node-server'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReceiverApp } from './app'
import { createWebhookStore, type WebhookStore } from './store'
import { anyString, createSigner, purchase, sale, signBody } from './testFixtures'
import { pgliteDataDir, removePgliteDataDirs } from './testPgliteTemplate'
import { postgresSkip, postgresTestDatabase } from './testPostgresContext'

const signer = createSigner()
const log: string[] = []
let store: WebhookStore
let app: ReturnType<typeof createReceiverApp>

beforeAll(async () => {
  store = await createWebhookStore({ dataDir: await pgliteDataDir() })
  app = createReceiverApp({
    store,
    publicKey: signer.publicKey,
    log: (line) => log.push(line),
    // The tests send far more than 100 calls a second from one client.
    rateLimit: 0,
    readAccess: { origins: ['http://localhost:5173'] },
  })
})
afterAll(async () => {
  await store?.close()
  await removePgliteDataDirs()
})

/** A POST of `call` to /webhooks, signed as the service signs it (or with `signature`). */
function signedRequest(call: unknown, signature = signBody(call, signer.privateKey)) {
  return new Request('http://receiver/webhooks', {
    method: 'POST',
    headers: { 'X-Body-Signature': signature },
    body: JSON.stringify(call),
  })
}

function post(path: string, body: unknown, signature?: string | null, text?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  const sig = signature === undefined ? signBody(body, signer.privateKey) : signature
  if (sig !== null) headers['X-Body-Signature'] = sig
  return app.fetch(
    new Request(`http://receiver${path}`, {
      method: 'POST',
      headers,
      body: text ?? JSON.stringify(body),
    }),
  )
}

async function list(query = '') {
  const response = await app.fetch(new Request(`http://127.0.0.1:8788/webhooks${query}`))
  return (await response.json()) as Array<
    Record<string, unknown> & { payload: Record<string, unknown> }
  >
}

describe('webhook receiver', () => {
  it('stores a validly signed purchase call and lists it', async () => {
    const body = { type: 'CREATED', purchase: purchase({ id: 'p-valid' }) }
    const response = await post('/webhooks/purchase', body)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      ok: true,
      duplicate: false,
      kind: 'purchase',
      type: 'CREATED',
      id: 'p-valid',
    })
    const [first] = await list()
    expect(first).toMatchObject({
      kind: 'purchase',
      type: 'CREATED',
      id: 'p-valid',
      status: 'INITIALIZED',
    })
    expect(first?.payload).toMatchObject({ id: 'p-valid', cryptoAmount: '1500000000000000000' })
    expect(Number.isNaN(Date.parse(String(first?.receivedAt)))).toBe(false)
  })

  it('verifies the raw text whatever its formatting', async () => {
    const body = { type: 'RELEASED', purchase: purchase({ id: 'p-pretty', finalTxHash: '0xabc' }) }
    const response = await post('/webhooks', body, undefined, JSON.stringify(body, null, 2))
    expect(response.status).toBe(200)
  })

  it('stores sale calls on /webhooks/offramp with a null status', async () => {
    const body = { id: 's-1', type: 'EXPIRED', mode: 'OFFRAMP', payload: sale({ id: 's-1' }) }
    expect((await post('/webhooks/offramp', body)).status).toBe(200)
    const [first] = await list()
    expect(first).toMatchObject({ kind: 'sale', type: 'EXPIRED', id: 's-1', status: null })
  })

  it('answers 401 to a missing, tampered or foreign signature and stores nothing', async () => {
    const body = { type: 'CREATED', purchase: purchase({ id: 'p-tampered' }) }
    const missing = await post('/webhooks/purchase', body, null)
    expect(missing.status).toBe(401)
    expect(await missing.json()).toMatchObject({ error: 'missing_signature' })

    const signature = signBody(body, signer.privateKey)
    const tampered = { ...body, purchase: { ...body.purchase, fiatValue: 1 } }
    const response = await post('/webhooks/purchase', tampered, signature)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: 'invalid_signature' })

    const other = createSigner()
    expect((await post('/webhooks/purchase', body, signBody(body, other.privateKey))).status).toBe(
      401,
    )
    expect((await post('/webhooks/purchase', body, 'garbage')).status).toBe(401)
    expect((await list()).some((row) => row.id === 'p-tampered')).toBe(false)
  })

  it('stores a repeated delivery once, but each type of the same purchase', async () => {
    const created = { type: 'CREATED', purchase: purchase({ id: 'p-dup' }) }
    const first = await post('/webhooks/purchase', created)
    const again = await post('/webhooks/purchase', created)
    expect(await first.json()).toMatchObject({ duplicate: false })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ duplicate: true })
    const released = { type: 'RELEASED', purchase: purchase({ id: 'p-dup', status: 'RELEASED' }) }
    await post('/webhooks/purchase', released)
    const rows = (await list()).filter((row) => row.id === 'p-dup')
    expect(rows.map((row) => row.type)).toEqual(['RELEASED', 'CREATED'])
    expect(log.filter((line) => line.includes('p-dup'))).toEqual([
      'purchase CREATED p-dup stored',
      'purchase CREATED p-dup duplicate, ignored',
      'purchase RELEASED p-dup stored',
    ])
  })

  it('answers 400 naming the field of a malformed (but signed) payload', async () => {
    const body = { type: 'CREATED', purchase: purchase({ id: 'p-bad', cryptoAmount: 1.5 }) }
    const response = await post('/webhooks/purchase', body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'invalid_payload',
      field: 'purchase.cryptoAmount',
    })
    const sig = signBody({}, signer.privateKey)
    const empty = await post('/webhooks', {}, sig)
    expect(await empty.json()).toMatchObject({ error: 'invalid_payload', field: '' })
  })

  it('answers 400 to a call of the other kind on a kind-specific path', async () => {
    const body = {
      id: 's-wrong',
      type: 'CREATED',
      mode: 'OFFRAMP',
      payload: sale({ id: 's-wrong' }),
    }
    const response = await post('/webhooks/purchase', body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'wrong_kind' })
  })

  it('answers 413 to a body past the 64 KiB limit by its Content-Length, without reading it', async () => {
    const huge = `{"a":"${'x'.repeat(64 * 1024)}"}`
    const response = await post('/webhooks', {}, signBody({}, signer.privateKey), huge)
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: 'body_too_large' })
  })

  it('answers 413 to a streamed body that grows past the limit, reading no further', async () => {
    let pulls = 0
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024))
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++
        controller.enqueue(chunk)
      },
    })
    const response = await app.fetch(
      new Request('http://receiver/webhooks', {
        method: 'POST',
        headers: { 'X-Body-Signature': signBody({}, signer.privateKey) },
        body,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(pulls).toBeLessThan(10)
  })

  it('refuses a malformed signature before reading the body', async () => {
    let pulls = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++
        controller.enqueue(new TextEncoder().encode(' '.repeat(1024)))
      },
    })
    const response = await app.fetch(
      new Request('http://receiver/webhooks', {
        method: 'POST',
        headers: { 'X-Body-Signature': 'AAAA' },
        body,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: 'invalid_signature' })
    // A stream pulls a chunk when made and the recording pipe one ahead; nothing past that.
    expect(pulls).toBeLessThanOrEqual(2)
  })

  it('refuses a validly signed body with a key given twice, storing nothing (400 duplicate_key)', async () => {
    const call = { type: 'CREATED', purchase: purchase({ id: 'p-dup-key' }) }
    const text = JSON.stringify(call)
    // JSON.parse keeps the last "purchase" (the signed one); the stored body would start with
    // the attacker's, which a first-wins reader of the stored bytes would believe.
    const forged = `{"purchase":${JSON.stringify(purchase({ id: 'p-dup-key', receiverAddress: '0xattacker' }))},${text.slice(1)}`
    const response = await post('/webhooks', call, signBody(call, signer.privateKey), forged)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'duplicate_key' })
    expect((await store.list()).some((row) => row.id === 'p-dup-key')).toBe(false)
  })

  it('lists newest first, honours limit, redacts view tokens, for an allowed origin', async () => {
    // Its own calls, so that it proves as much run alone (.only) as after the others.
    const older = { type: 'CREATED', purchase: purchase({ id: 'p-list-older' }) }
    const newer = {
      id: 's-list-newer',
      type: 'CREATED',
      mode: 'OFFRAMP',
      payload: sale({ id: 's-list-newer' }),
    }
    expect((await post('/webhooks/purchase', older)).status).toBe(200)
    expect((await post('/webhooks/offramp', newer)).status).toBe(200)
    expect(JSON.stringify(await store.list())).toContain('secret-view-token')
    const response = await app.fetch(
      new Request('http://127.0.0.1:8788/webhooks?limit=2', {
        headers: { Origin: 'http://localhost:5173' },
      }),
    )
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const rows = (await response.json()) as Array<{
      id: string
      receivedAt: string
      payload: Record<string, unknown>
    }>
    expect(rows.map((row) => row.id)).toEqual(['s-list-newer', 'p-list-older'])
    expect(rows[0]!.receivedAt >= rows[1]!.receivedAt).toBe(true)
    expect(JSON.stringify(await list())).not.toContain('secret-')
    expect((await app.fetch(new Request('http://127.0.0.1:8788/webhooks?limit=0'))).status).toBe(
      400,
    )
    expect((await app.fetch(new Request('http://127.0.0.1:8788/webhooks?limit=x'))).status).toBe(
      400,
    )
  })

  it('refuses the list to a foreign origin and a foreign Host (DNS rebinding), with no CORS grant', async () => {
    const foreignOrigin = await app.fetch(
      new Request('http://127.0.0.1:8788/webhooks', {
        headers: { Origin: 'https://attacker.example' },
      }),
    )
    expect(foreignOrigin.status).toBe(403)
    expect(foreignOrigin.headers.get('access-control-allow-origin')).toBeNull()
    expect(await foreignOrigin.json()).toMatchObject({ error: 'foreign_origin' })
    // A page of attacker.example whose name now resolves to 127.0.0.1: same-origin to the
    // browser, so it sends no Origin on a GET, but its Host is the attacker's name.
    const rebound = await app.fetch(new Request('http://attacker.example:8788/webhooks'))
    expect(rebound.status).toBe(403)
    expect(await rebound.json()).toMatchObject({ error: 'foreign_host' })
  })

  it('answers CORS preflight of the list only for allowed origins, and none for the POST routes', async () => {
    const preflight = (origin: string, method: string) =>
      app.fetch(
        new Request('http://127.0.0.1:8788/webhooks', {
          method: 'OPTIONS',
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': method,
            'Access-Control-Request-Headers': 'authorization',
          },
        }),
      )
    const allowed = await preflight('http://localhost:5173', 'GET')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(allowed.headers.get('access-control-allow-methods')).toBe('GET')
    const foreign = await preflight('https://attacker.example', 'POST')
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('wants the bearer token for the list when WEBHOOKS_READ_TOKEN is set', async () => {
    const guarded = createReceiverApp({
      store,
      publicKey: signer.publicKey,
      readAccess: { token: 'read-token-1' },
    })
    const read = (authorization?: string) =>
      guarded.fetch(
        new Request('http://localhost:8788/webhooks', {
          headers: authorization ? { Authorization: authorization } : {},
        }),
      )
    expect((await read()).status).toBe(401)
    expect((await read('Bearer wrong')).status).toBe(401)
    expect(JSON.stringify(await (await read('Bearer wrong')).json())).not.toContain('read-token')
    expect((await read('Bearer read-token-1')).status).toBe(200)
  })

  it('spends the per-client budget of calls on failing calls only: a burst of valid ones passes', async () => {
    let time = 0
    const limited = createReceiverApp({
      store,
      publicKey: signer.publicKey,
      rateLimit: 5,
      now: () => time,
    })
    const send = (id: string, signature?: string) => {
      const call = { type: 'CREATED', purchase: purchase({ id }) }
      return limited.fetch(signedRequest(call, signature))
    }
    const statuses = async (calls: (() => Response | Promise<Response>)[]) => {
      const out: number[] = []
      for (const call of calls) out.push((await call()).status)
      return out
    }
    // 50 valid calls in the same instant: a sender's burst, every one stored
    const valid = Array.from({ length: 50 }, (_, i) => () => send(`p-burst-${i}`))
    expect(await statuses(valid)).toEqual(Array(50).fill(200))
    // wrongly signed ones spend it; then the client is refused before its body is read
    const forged = signBody({ other: true }, signer.privateKey)
    const bad = Array.from({ length: 7 }, (_, i) => () => send(`p-forged-${i}`, forged))
    expect(await statuses(bad)).toEqual([401, 401, 401, 401, 401, 429, 429])
    const refused = await send('p-after')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' })
    // reads keep their own budget
    expect((await limited.fetch(new Request('http://127.0.0.1:8788/health'))).status).toBe(200)
    time += 1000
    expect((await send('p-after')).status).toBe(200)
  })

  it('a client over its read budget can still deliver valid calls', async () => {
    const limited = createReceiverApp({
      store,
      publicKey: signer.publicKey,
      rateLimit: 2,
      now: () => 0,
    })
    const reads: number[] = []
    for (let i = 0; i < 3; i++) {
      reads.push((await limited.fetch(new Request('http://127.0.0.1:8788/health'))).status)
    }
    expect(reads).toEqual([200, 200, 429])
    const call = { type: 'CREATED', purchase: purchase({ id: 'p-read-limited' }) }
    const answer = await limited.fetch(signedRequest(call))
    expect(answer.status).toBe(200)
  })

  it('logs a 500 with its cause in one line, never a password, and answers without internals', async () => {
    const lines: string[] = []
    const failing = createReceiverApp({
      store: {
        ...store,
        save: async () => {
          const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.9:5432'), {
            code: 'ECONNREFUSED',
          })
          throw Object.assign(
            new Error('pool for postgres://webhooks:hunter2@10.0.0.9/webhooks failed', {
              cause: refused,
            }),
            { detail: 'Key (id)=(secret-view-token) already exists.' },
          )
        },
      },
      publicKey: signer.publicKey,
      log: (line) => lines.push(line),
    })
    const call = { type: 'CREATED', purchase: purchase({ id: 'p-500' }) }
    const response = await failing.fetch(signedRequest(call))
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({
      error: 'internal_error',
      message: 'The receiver failed to handle the call',
    })
    expect(lines).toEqual([
      'error: POST /webhooks: Error: pool for postgres://webhooks:***@10.0.0.9/webhooks failed caused by Error [ECONNREFUSED]: connect ECONNREFUSED 10.0.0.9:5432',
    ])
    expect(lines.join('\n')).not.toMatch(/hunter2|secret-view-token/)
  })

  it('stores any strings the service may send (NUL, lone surrogates as \\u escapes), each call once, answering 200', async () => {
    let round = 0
    await fc.assert(
      fc.asyncProperty(anyString({ minLength: 1 }), anyString(), async (id, note) => {
        const body = { type: 'CREATED', purchase: purchase({ id: `any-${++round}:${id}`, note }) }
        const first = await post('/webhooks', body)
        expect(first.status).toBe(200)
        expect(await first.json()).toMatchObject({ duplicate: false, id: body.purchase.id })
        expect(await (await post('/webhooks', body)).json()).toMatchObject({ duplicate: true })
        const [row] = await store.list({ limit: 1 })
        expect(row?.payload).toEqual(body.purchase)
      }),
      { numRuns: 30 },
    )
  })

  it('logs an id holding a line break or a lone surrogate as one escaped line', async () => {
    for (const id of ['p-forged\npurchase CREATED p-x stored', 'p-lone-\ud800']) {
      const body = { type: 'CREATED', purchase: purchase({ id }) }
      expect((await post('/webhooks', body)).status).toBe(200)
      expect(log.at(-1)).toBe(`purchase CREATED ${JSON.stringify(id)} stored`)
    }
    expect(log.every((line) => !line.includes('\n'))).toBe(true)
  })
})

// As server.ts runs it: @hono/node-server hands the app Node's IncomingMessage, which the
// receiver verifies with verifyNodeWebhookRequest.
describe('GET / of the receiver', () => {
  const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
  const get = (target: ReturnType<typeof createReceiverApp>, url: string, headers = {}) =>
    target.fetch(new Request(url, { headers }))

  it('says what it is, how many calls it stored, and links /webhooks and /health: JSON, or a page for a browser', async () => {
    const stored = (await store.list({ limit: 1000 })).length
    const json = await get(app, 'http://127.0.0.1:8788/')
    expect(json.status).toBe(200)
    expect(json.headers.get('vary')).toContain('Accept')
    expect(await json.json()).toMatchObject({
      name: 'rampkit webhook receiver',
      storedCalls: stored,
      webhooksUrl: 'http://127.0.0.1:8788/webhooks',
      healthUrl: 'http://127.0.0.1:8788/health',
    })
    const page = await get(app, 'http://127.0.0.1:8788/', { Accept: BROWSER })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>rampkit webhook receiver</h1>')
    // "1 call", else "calls" (the next test): whichever count the file's other tests left.
    expect(html).toMatch(new RegExp(`>${stored} calls? stored\\.<`))
    expect(html).toContain('<a href="http://127.0.0.1:8788/webhooks">')
    expect(html).toContain('<a href="http://127.0.0.1:8788/health">')
    expect(html).not.toContain('secret-')
    // The links answer, and so does the icon the page names (and the one browsers ask for).
    expect((await get(app, 'http://127.0.0.1:8788/webhooks')).status).toBe(200)
    expect((await get(app, 'http://127.0.0.1:8788/health')).status).toBe(200)
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1]
    expect(href).toBe('/favicon.svg')
    for (const path of [href, '/favicon.ico']) {
      const icon = await get(app, `http://127.0.0.1:8788${path}`)
      expect(icon.status).toBe(200)
      expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    }
  })

  it('says "1 call stored", and "calls" for any other count', async () => {
    const counting = (count: number) =>
      createReceiverApp({
        store: { ...store, count: async () => count },
        publicKey: signer.publicKey,
      })
    for (const [count, text] of [
      [0, '0 calls stored.'],
      [1, '1 call stored.'],
      [2, '2 calls stored.'],
    ] as const) {
      const page = await get(counting(count), 'http://127.0.0.1:8788/', { Accept: BROWSER })
      expect(await page.text()).toContain(`<p role="status">${text}</p>`)
    }
  })

  it('counts a newly stored call, and not its repeat', async () => {
    const count = async () =>
      ((await (await get(app, 'http://localhost:8788/')).json()) as { storedCalls: number })
        .storedCalls
    const before = await count()
    const body = { type: 'CREATED', purchase: purchase({ id: 'p-counted' }) }
    await post('/webhooks/purchase', body)
    await post('/webhooks/purchase', body)
    expect(await count()).toBe(before + 1)
  })

  it("is held to the list's Host and Origin rules: a foreign Host (DNS rebinding) or Origin gets 403, nothing counted", async () => {
    for (const accept of [BROWSER, 'application/json']) {
      const rebound = await get(app, 'http://attacker.example:8788/', { Accept: accept })
      expect(rebound.status).toBe(403)
      const text = await rebound.text()
      expect(JSON.parse(text)).toMatchObject({ error: 'foreign_host' })
      expect(text).not.toContain('storedCalls')
    }
    const foreign = await get(app, 'http://127.0.0.1:8788/', { Origin: 'https://attacker.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('leaves the count out without the read token when one is set', async () => {
    const guarded = createReceiverApp({
      store,
      publicKey: signer.publicKey,
      readAccess: { token: 'read-token-2' },
    })
    const without = await get(guarded, 'http://localhost:8788/')
    expect(without.status).toBe(200)
    expect(await without.json()).toMatchObject({ storedCalls: null })
    const page = await (await get(guarded, 'http://localhost:8788/', { Accept: BROWSER })).text()
    expect(page).toContain('WEBHOOKS_READ_TOKEN')
    const withToken = await get(guarded, 'http://localhost:8788/', {
      Authorization: 'Bearer read-token-2',
    })
    expect(((await withToken.json()) as { storedCalls: unknown }).storedCalls).toBeTypeOf('number')
  })

  it('is held to the per-client rate limit', async () => {
    const limited = createReceiverApp({
      store,
      publicKey: signer.publicKey,
      rateLimit: 2,
      now: () => 0,
    })
    const statuses: number[] = []
    for (const path of ['/', '/', '/', '/favicon.ico']) {
      statuses.push((await get(limited, `http://127.0.0.1:8788${path}`)).status)
    }
    expect(statuses).toEqual([200, 200, 429, 429])
  })
})

describe('webhook receiver served by @hono/node-server', () => {
  let server: ServerType
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port
        resolve()
      })
    })
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  // node:http sends an array header value as repeated header lines, as a misbehaving proxy might.
  function send(
    path: string,
    text: string,
    signature: string | string[] | null,
    { chunked = false } = {},
  ) {
    const headers: Record<string, string | string[]> = { 'content-type': 'application/json' }
    if (signature !== null) headers['x-body-signature'] = signature
    // No Content-Length: the receiver learns the size only by reading.
    if (chunked) headers['transfer-encoding'] = 'chunked'
    return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      // A fresh connection each time: the server drops one after a 413, a kept-alive socket
      // would fail the next request with "socket hang up".
      const options = { host: '127.0.0.1', port, path, method: 'POST', headers, agent: false }
      const req = httpRequest(options, (res) => {
        const chunks: Buffer[] = []
        ;(res as IncomingMessage).on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        )
      })
      req.on('error', reject)
      req.end(text)
    })
  }

  it("answers GET / over a socket (the README's address, http://127.0.0.1:8788)", async () => {
    const answer = await fetch(`http://127.0.0.1:${port}`, { headers: { Accept: 'text/html' } })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('<h1>rampkit webhook receiver</h1>')
  })

  it('stores a signed call read from the Node request stream', async () => {
    const body = { type: 'CREATED', purchase: purchase({ id: 'p-node' }) }
    const answer = await send(
      '/webhooks/purchase',
      JSON.stringify(body, null, 2),
      signBody(body, signer.privateKey),
    )
    expect(answer).toEqual({
      status: 200,
      body: { ok: true, duplicate: false, kind: 'purchase', type: 'CREATED', id: 'p-node' },
    })
  })

  it('answers 401 to a missing, a repeated or a wrong signature header', async () => {
    const body = { type: 'CREATED', purchase: purchase({ id: 'p-node-bad' }) }
    const text = JSON.stringify(body)
    const signature = signBody(body, signer.privateKey)
    expect(await send('/webhooks', text, null)).toMatchObject({
      status: 401,
      body: { error: 'missing_signature' },
    })
    expect(await send('/webhooks', text, [signature, signature])).toMatchObject({
      status: 401,
      body: { error: 'multiple_signatures' },
    })
    expect(
      await send('/webhooks', text.replace('p-node-bad', 'p-node-bax'), signature),
    ).toMatchObject({
      status: 401,
      body: { error: 'invalid_signature' },
    })
    expect((await list()).some((row) => String(row.id).startsWith('p-node-ba'))).toBe(false)
  })

  it('answers 413 to a body past the limit, declared or streamed in chunks', async () => {
    const huge = `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`
    const signature = signBody({}, signer.privateKey)
    expect((await send('/webhooks', huge, signature)).status).toBe(413)
    expect((await send('/webhooks', huge, signature, { chunked: true })).status).toBe(413)
  })

  it('answers 429 over a socket past the rate limit of one client address', async () => {
    let limitedServer: ServerType | undefined
    const limited = createReceiverApp({
      store,
      publicKey: signer.publicKey,
      rateLimit: 2,
      now: () => 0,
    })
    const limitedPort = await new Promise<number>((resolve) => {
      limitedServer = serve({ fetch: limited.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve(info.port),
      )
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) {
        statuses.push((await fetch(`http://127.0.0.1:${limitedPort}/health`)).status)
      }
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await new Promise<void>((resolve) => limitedServer?.close(() => resolve()))
    }
  })

  it('stores the body read from the stream byte for byte (NUL escape, layout, byte order mark)', async () => {
    const body = { type: 'CREATED', purchase: purchase({ id: 'p-node-nul', note: 'a\0b' }) }
    const text = `\ufeff${JSON.stringify(body, null, 3)}\n`
    const answer = await send('/webhooks', text, signBody(body, signer.privateKey))
    expect(answer).toMatchObject({ status: 200, body: { duplicate: false, id: 'p-node-nul' } })
    const [row] = await store.list({ limit: 1 })
    expect(row?.payload).toEqual(body.purchase)
    expect(Buffer.from(row?.body ?? []).equals(Buffer.from(text, 'utf8'))).toBe(true)
  })
})

// The sandbox retries a call until it gets a 2xx: one PostgreSQL cannot store must still get it.
describe.each([
  {
    name: 'PGlite',
    skip: undefined,
    open: async () => createWebhookStore({ dataDir: await pgliteDataDir() }),
  },
  {
    name: 'a PostgreSQL server',
    skip: postgresSkip(),
    open: async () => createWebhookStore({ databaseUrl: await postgresTestDatabase() }),
  },
])('webhook receiver on $name', ({ skip, open }) => {
  it.skipIf(skip !== undefined)(
    `acknowledges and stores a call holding NUL and lone surrogates; keeps its body byte for byte, out of the list${skip ? ` (skipped: ${skip})` : ''}`,
    async () => {
      const own = await open()
      try {
        const lines: string[] = []
        const receiver = createReceiverApp({
          store: own,
          publicKey: signer.publicKey,
          log: (line) => lines.push(line),
        })
        const memo = 'nul \0, lone \ud800 and \udc00'
        const call = {
          id: 's-\0',
          type: 'CREATED',
          mode: 'OFFRAMP',
          payload: sale({ id: 's-\0', memo, 'k\0': null }),
        }
        const text = JSON.stringify(call, null, 1)
        expect(text).toContain('\\u0000')
        const bytes = new TextEncoder().encode(text)
        const deliver = () =>
          receiver.fetch(
            new Request('http://receiver/webhooks/offramp', {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'X-Body-Signature': signBody(call, signer.privateKey),
              },
              body: bytes,
            }),
          )
        const first = await deliver()
        expect(first.status).toBe(200)
        expect(await first.json()).toEqual({
          ok: true,
          duplicate: false,
          kind: 'sale',
          type: 'CREATED',
          id: 's-\0',
        })
        expect(await (await deliver()).json()).toMatchObject({ duplicate: true })
        // the id's NUL reaches the log as an escape, not as a raw control character
        expect(lines).toEqual([
          'sale CREATED "s-\\u0000" stored',
          'sale CREATED "s-\\u0000" duplicate, ignored',
        ])

        const [row] = await own.list()
        expect(row).toMatchObject({ kind: 'sale', id: 's-\0', payload: call.payload })
        expect(Buffer.from(row?.body ?? []).equals(Buffer.from(bytes))).toBe(true)
        const listed = (await (
          await receiver.fetch(new Request('http://127.0.0.1:8788/webhooks'))
        ).json()) as Record<string, unknown>[]
        expect(listed[0]).toMatchObject({ id: 's-\0', payload: { memo } })
        expect(listed[0]).not.toHaveProperty('body')
        expect(JSON.stringify(listed)).not.toContain('secret-')
      } finally {
        await own.close()
      }
    },
  )

  it.skipIf(skip !== undefined)(
    `answers 500 while the database is gone and logs why, in one line${skip ? ` (skipped: ${skip})` : ''}`,
    async () => {
      const own = await open()
      const lines: string[] = []
      const receiver = createReceiverApp({
        store: own,
        publicKey: signer.publicKey,
        log: (line) => lines.push(line),
      })
      await own.close()
      const call = { type: 'CREATED', purchase: purchase({ id: 'p-outage' }) }
      const response = await receiver.fetch(signedRequest(call))
      expect(response.status).toBe(500)
      expect(lines).toHaveLength(1)
      // More than the bare `error: Error` the probe found: the error's own words.
      expect(lines[0]).toMatch(/^error: POST \/webhooks: \w*Error(?: \[[^\]]+\])?: \S.+/)
      expect(lines[0]).not.toContain('secret-view-token')
    },
  )
})
