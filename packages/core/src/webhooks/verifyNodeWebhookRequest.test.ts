import { generateKeyPairSync, sign } from 'node:crypto'
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canonicalizeWebhookBody } from './canonicalizeWebhookBody.js'
import { purchaseCall, saleCall } from './fixtures.js'
import { verifyNodeWebhookRequest } from './verifyNodeWebhookRequest.js'
import type { WebhookRequestVerification } from './verifyWebhookRequest.js'
import { WebhookPublicKeyError } from './WebhookPublicKeyError.js'

const { privateKey, publicKey: publicKeyObject } = generateKeyPairSync('ec', {
  namedCurve: 'secp256k1',
})
const publicKey = publicKeyObject.export({ type: 'spki', format: 'pem' }) as string

function signBody(body: unknown): string {
  return sign('sha256', Buffer.from(canonicalizeWebhookBody(body)), privateKey).toString('base64')
}

// How the test server prepares `req` before verifying, the way body parsers do.
type Preparation = 'stream' | 'raw-buffer' | 'text' | 'json' | 'drained'
let preparation: Preparation = 'stream'
let baseUrl = ''

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

// A real node:http server: the helper gets a real IncomingMessage.
const server = createServer(async (req, res) => {
  let outcome: WebhookRequestVerification | { error: string; message: string }
  try {
    const target = req as IncomingMessage & { body?: unknown }
    if (preparation === 'raw-buffer') target.body = await readAll(req)
    if (preparation === 'text') target.body = (await readAll(req)).toString('utf8')
    if (preparation === 'json') target.body = JSON.parse((await readAll(req)).toString('utf8'))
    if (preparation === 'drained') await readAll(req)
    outcome = await verifyNodeWebhookRequest(target, publicKey)
  } catch (error) {
    outcome = { error: (error as Error).name, message: (error as Error).message }
  }
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify(outcome))
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

// node:http sends an array header value as repeated header lines.
function post(body: string | Buffer, headers: Record<string, string | string[]> = {}) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}/webhooks`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        readAll(res as IncomingMessage).then(
          (data) => resolve(JSON.parse(data.toString('utf8'))),
          reject,
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

describe('verifyNodeWebhookRequest (node:http IncomingMessage)', () => {
  it('reads the stream once and accepts a signed call', async () => {
    preparation = 'stream'
    const call = purchaseCall()
    const text = JSON.stringify(call, null, 1)
    expect(await post(text, { 'X-Body-Signature': signBody(call) })).toEqual({
      verified: true,
      body: text,
    })
  })

  it('takes the body a parser kept: a Buffer, a string or a parsed object', async () => {
    const call = saleCall()
    const text = JSON.stringify(call)
    for (const kind of ['raw-buffer', 'text'] as const) {
      preparation = kind
      expect(await post(text, { 'x-body-signature': signBody(call) })).toEqual({
        verified: true,
        body: text,
      })
    }
    preparation = 'json'
    expect(await post(text, { 'x-body-signature': signBody(call) })).toEqual({
      verified: true,
      body: canonicalizeWebhookBody(call),
    })
  })

  it('resolves missing-signature and multiple-signatures instead of verifying undefined or a list', async () => {
    preparation = 'stream'
    const call = purchaseCall()
    const text = JSON.stringify(call)
    expect(await post(text)).toEqual({ verified: false, reason: 'missing-signature' })
    expect(await post(text, { 'X-Body-Signature': [signBody(call), signBody(call)] })).toEqual({
      verified: false,
      reason: 'multiple-signatures',
    })
  })

  it('resolves invalid-signature for a tampered body', async () => {
    preparation = 'stream'
    const call = purchaseCall()
    const tampered = JSON.stringify({ ...call, type: 'RELEASED' })
    expect(await post(tampered, { 'X-Body-Signature': signBody(call) })).toEqual({
      verified: false,
      reason: 'invalid-signature',
    })
  })

  it('stops at 1 MiB', async () => {
    preparation = 'stream'
    const big = `{"pad":"${'x'.repeat(1024 * 1024)}"}`
    expect(await post(big, { 'X-Body-Signature': signBody({ other: true }) })).toEqual({
      verified: false,
      reason: 'body-too-large',
      limit: { name: 'bytes', max: 1024 * 1024 },
    })
  })

  it('refuses a malformed signature and a body with a key given twice', async () => {
    preparation = 'stream'
    const call = purchaseCall()
    expect(await post(JSON.stringify(call), { 'X-Body-Signature': 'c2ln' })).toEqual({
      verified: false,
      reason: 'invalid-signature',
    })
    const text = JSON.stringify(call)
    const forged = `{"type":"ERROR",${text.slice(1)}`
    for (const prepared of ['stream', 'raw-buffer', 'text'] as const) {
      preparation = prepared
      expect(await post(forged, { 'X-Body-Signature': signBody(call) })).toEqual({
        verified: false,
        reason: 'duplicate-key',
      })
    }
    preparation = 'stream'
  })

  it('throws a TypeError when the stream was read and nothing kept the body', async () => {
    preparation = 'drained'
    const call = purchaseCall()
    const answer = await post(JSON.stringify(call), { 'X-Body-Signature': signBody(call) })
    expect(answer.error).toBe('TypeError')
  })

  it('finds the header under any case in a plain request object, and never leaks the key', async () => {
    const call = purchaseCall()
    const text = JSON.stringify(call)
    const plain = {
      headers: { 'X-Body-Signature': signBody(call) },
      body: text,
      async *[Symbol.asyncIterator]() {},
    }
    expect(await verifyNodeWebhookRequest(plain, publicKey)).toEqual({ verified: true, body: text })
    const error = await verifyNodeWebhookRequest(plain, 'not a key: SECRET-123').catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(WebhookPublicKeyError)
    expect((error as Error).message).not.toContain('SECRET-123')
  })

  it('never throws nor accepts for arbitrary header shapes (property)', async () => {
    const header = fc.oneof(
      fc.constant(undefined),
      fc.string(),
      fc.array(fc.string(), { maxLength: 3 }),
    )
    await fc.assert(
      fc.asyncProperty(header, fc.string(), async (value, body) => {
        const result = await verifyNodeWebhookRequest(
          { headers: { 'x-body-signature': value }, body, async *[Symbol.asyncIterator]() {} },
          publicKey,
        )
        expect(result.verified).toBe(false)
      }),
      { numRuns: 200 },
    )
  })
})
