import { request as httpRequest, type IncomingMessage } from 'node:http'
import { type ServerType, serve } from '@hono/node-server'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReceiverApp } from './app'
import { createWebhookStore, type WebhookStore } from './store'
import { anyString, createSigner, purchase, sale, signBody } from './testFixtures'
import { postgresSkip, postgresTestDatabase } from './testPostgresContext'

const signer = createSigner()
const log: string[] = []
let store: WebhookStore
let app: ReturnType<typeof createReceiverApp>

beforeAll(async () => {
  store = await createWebhookStore()
  app = createReceiverApp({ store, publicKey: signer.publicKey, log: (line) => log.push(line) })
})
afterAll(() => store?.close())

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
  const response = await app.fetch(new Request(`http://receiver/webhooks${query}`))
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

  it('answers 413 to a huge body without reading it all', async () => {
    const response = await post('/webhooks', {}, 'x', `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`)
    expect(response.status).toBe(413)
  })

  it('lists newest first, honours limit, redacts view tokens, allows any origin', async () => {
    const response = await app.fetch(
      new Request('http://receiver/webhooks?limit=2', {
        headers: { Origin: 'http://localhost:5173' },
      }),
    )
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const rows = (await response.json()) as Array<{
      receivedAt: string
      payload: Record<string, unknown>
    }>
    expect(rows).toHaveLength(2)
    expect(rows[0]!.receivedAt >= rows[1]!.receivedAt).toBe(true)
    expect(JSON.stringify(await list())).not.toContain('secret-')
    expect((await app.fetch(new Request('http://receiver/webhooks?limit=0'))).status).toBe(400)
    expect((await app.fetch(new Request('http://receiver/webhooks?limit=x'))).status).toBe(400)
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

  it('answers CORS preflight for the signature header', async () => {
    const response = await app.fetch(
      new Request('http://receiver/webhooks', {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:5174',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,x-body-signature',
        },
      }),
    )
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-body-signature',
    )
  })
})

// As server.ts runs it: @hono/node-server hands the app Node's IncomingMessage, which the
// receiver verifies with verifyNodeWebhookRequest.
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
  function send(path: string, text: string, signature: string | string[] | null) {
    const headers: Record<string, string | string[]> = { 'content-type': 'application/json' }
    if (signature !== null) headers['x-body-signature'] = signature
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

  it('answers 413 to a body past 1 MiB', async () => {
    const answer = await send('/webhooks', `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`, 'c2ln')
    expect(answer.status).toBe(413)
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
  { name: 'PGlite', skip: undefined, open: () => createWebhookStore() },
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
          await receiver.fetch(new Request('http://receiver/webhooks'))
        ).json()) as Record<string, unknown>[]
        expect(listed[0]).toMatchObject({ id: 's-\0', payload: { memo } })
        expect(listed[0]).not.toHaveProperty('body')
        expect(JSON.stringify(listed)).not.toContain('secret-')
      } finally {
        await own.close()
      }
    },
  )
})
