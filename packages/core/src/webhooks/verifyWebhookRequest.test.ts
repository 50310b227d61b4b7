import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalizeWebhookBody } from './canonicalizeWebhookBody.js'
import { purchaseCall, saleCall } from './fixtures.js'
import { MAX_DEPTH, MAX_NODES, MAX_NUMBER_LENGTH, MAX_STRING_LENGTH } from './limits.js'
import { parseWebhook } from './parseWebhook.js'
import { MAX_WEBHOOK_BODY_BYTES, verifyWebhookRequest } from './verifyWebhookRequest.js'
import { WebhookPublicKeyError } from './WebhookPublicKeyError.js'

const { privateKey, publicKey: publicKeyObject } = generateKeyPairSync('ec', {
  namedCurve: 'secp256k1',
})
const publicKey = publicKeyObject.export({ type: 'spki', format: 'pem' }) as string

function signText(text: string, key: KeyObject = privateKey): string {
  return sign('sha256', Buffer.from(canonicalizeWebhookBody(JSON.parse(text))), key).toString(
    'base64',
  )
}

// A well-formed DER signature (of another body), so that the size and body checks are reached.
const WELL_FORMED = signText('{"other":true}')

function webhookRequest(body: BodyInit | null, headers: HeadersInit = {}): Request {
  return new Request('https://host.example/webhooks', { method: 'POST', body, headers })
}

/** What verifyWebhookRequest says of a POST of `body` with `signature` in X-Body-Signature. */
function verifySigned(body: BodyInit | null, signature: string) {
  return verifyWebhookRequest(webhookRequest(body, { 'X-Body-Signature': signature }), publicKey)
}

// A body stream that records how often it is pulled and whether it was cancelled.
function trackedStream(chunks: Uint8Array[], fail?: Error) {
  const state = { pulls: 0, cancelled: false }
  let index = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      state.pulls++
      if (index < chunks.length) controller.enqueue(chunks[index++] as Uint8Array)
      else if (fail) controller.error(fail)
      else controller.close()
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

function streamRequest(stream: ReadableStream<Uint8Array>, signature: string): Request {
  return new Request('https://host.example/webhooks', {
    method: 'POST',
    body: stream,
    headers: { 'X-Body-Signature': signature },
    duplex: 'half',
  } as RequestInit)
}

describe('verifyWebhookRequest (fetch Request)', () => {
  it('accepts a signed purchase call and returns the body text for parseWebhook', async () => {
    const text = JSON.stringify(purchaseCall())
    const result = await verifySigned(text, signText(text))
    expect(result).toEqual({ verified: true, body: text })
    if (result.verified) expect(parseWebhook(result.body).kind).toBe('purchase')
  })

  it('accepts any formatting of the signed body and any header case', async () => {
    const call = saleCall()
    const text = JSON.stringify(call, null, 2)
    const result = await verifyWebhookRequest(
      webhookRequest(text, { 'x-body-signature': ` ${signText(text)} ` }),
      publicKey,
    )
    expect(result).toEqual({ verified: true, body: text })
  })

  it('reads the body exactly once, in chunks, leaving it used', async () => {
    const text = JSON.stringify(purchaseCall())
    const bytes = new TextEncoder().encode(text)
    const { stream, state } = trackedStream([bytes.slice(0, 100), bytes.slice(100)])
    const request = streamRequest(stream, signText(text))
    const result = await verifyWebhookRequest(request, publicKey)
    expect(result.verified).toBe(true)
    expect(request.bodyUsed).toBe(true)
    expect(state.pulls).toBe(3)
  })

  it('resolves missing-signature without a header or with an empty one', async () => {
    const text = JSON.stringify(purchaseCall())
    expect(await verifyWebhookRequest(webhookRequest(text), publicKey)).toEqual({
      verified: false,
      reason: 'missing-signature',
    })
    expect(await verifySigned(text, '  ')).toEqual({ verified: false, reason: 'missing-signature' })
  })

  it('resolves multiple-signatures when the header is sent twice, even both valid', async () => {
    const text = JSON.stringify(purchaseCall())
    const headers = new Headers()
    headers.append('X-Body-Signature', signText(text))
    headers.append('X-Body-Signature', signText(text))
    expect(await verifyWebhookRequest(webhookRequest(text, headers), publicKey)).toEqual({
      verified: false,
      reason: 'multiple-signatures',
    })
  })

  it('resolves invalid-signature for a tampered body, another key, or a non-JSON body', async () => {
    const text = JSON.stringify(purchaseCall())
    const signature = signText(text)
    const tampered = text.replace('"1500000000000000000"', '"1500000000000000001"')
    expect(await verifySigned(tampered, signature)).toEqual({
      verified: false,
      reason: 'invalid-signature',
    })
    const other = generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey
    expect(await verifySigned(text, signText(text, other))).toEqual({
      verified: false,
      reason: 'invalid-signature',
    })
    expect(await verifySigned('not json', signature)).toEqual({
      verified: false,
      reason: 'invalid-signature',
    })
    expect(await verifySigned(null, signature)).toEqual({
      verified: false,
      reason: 'invalid-signature',
    })
  })

  it('rejects an oversized body by its Content-Length without reading it', async () => {
    const { stream, state } = trackedStream([new Uint8Array(10)])
    const request = new Request('https://host.example/webhooks', {
      method: 'POST',
      body: stream,
      headers: {
        'X-Body-Signature': WELL_FORMED,
        'Content-Length': String(MAX_WEBHOOK_BODY_BYTES + 1),
      },
      duplex: 'half',
    } as RequestInit)
    expect(await verifyWebhookRequest(request, publicKey)).toEqual({
      verified: false,
      reason: 'body-too-large',
      limit: { name: 'bytes', max: MAX_WEBHOOK_BODY_BYTES },
    })
    expect(state.pulls).toBeLessThanOrEqual(1)
  })

  it('stops reading and cancels a stream that grows past 1 MiB', async () => {
    const chunk = new Uint8Array(256 * 1024).fill(0x20)
    const { stream, state } = trackedStream(Array.from({ length: 8 }, () => chunk))
    const result = await verifyWebhookRequest(streamRequest(stream, WELL_FORMED), publicKey)
    expect(result).toEqual({
      verified: false,
      reason: 'body-too-large',
      limit: { name: 'bytes', max: MAX_WEBHOOK_BODY_BYTES },
    })
    expect(state.cancelled).toBe(true)
    expect(state.pulls).toBeLessThan(8)
  })

  it('resolves unreadable-body for bytes that are not UTF-8 and for a failing stream', async () => {
    const bad = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])
    expect(await verifySigned(bad, WELL_FORMED)).toEqual({
      verified: false,
      reason: 'unreadable-body',
    })
    const { stream } = trackedStream([new Uint8Array([0x7b])], new Error('socket hang up'))
    expect(await verifyWebhookRequest(streamRequest(stream, WELL_FORMED), publicKey)).toEqual({
      verified: false,
      reason: 'unreadable-body',
    })
  })

  it('refuses a malformed signature before reading the body', async () => {
    for (const signature of ['c2ln', 'not base64!', Buffer.alloc(80, 0x30).toString('base64')]) {
      const { stream, state } = trackedStream([new TextEncoder().encode('{}')])
      expect(await verifyWebhookRequest(streamRequest(stream, signature), publicKey)).toEqual({
        verified: false,
        reason: 'invalid-signature',
      })
      // A stream pulls its first chunk when it is made; nothing past that is read.
      expect(state.pulls).toBeLessThanOrEqual(1)
    }
  })

  it('refuses a validly signed body with a key given twice (duplicate-key)', async () => {
    const call = purchaseCall()
    const text = JSON.stringify(call)
    const signature = signText(text)
    // JSON.parse keeps the last value, so the signature matches the canonical form; a reader
    // keeping the first would see the attacker's purchase.
    const forged = `{"purchase":${JSON.stringify({ ...call.purchase, id: 'forged' })},${text.slice(1)}`
    expect(await verifySigned(forged, signature)).toEqual({
      verified: false,
      reason: 'duplicate-key',
    })
    const escaped = text.replace('{"type"', '{"typ\\u0065":"RELEASED","type"')
    expect(await verifySigned(escaped, signature)).toEqual({
      verified: false,
      reason: 'duplicate-key',
    })
  })

  it('refuses a body over a shape limit before its signature, even validly signed (body-too-large), naming the limit', async () => {
    const call = JSON.stringify(purchaseCall())
    const shapes = [
      [
        `{"deep":${'['.repeat(MAX_DEPTH + 1)}${']'.repeat(MAX_DEPTH + 1)},${call.slice(1)}`,
        { name: 'depth', max: MAX_DEPTH },
      ],
      [`{"wide":[${'0,'.repeat(MAX_NODES)}0],${call.slice(1)}`, { name: 'values', max: MAX_NODES }],
      [
        `{"long":"${'x'.repeat(MAX_STRING_LENGTH + 1)}",${call.slice(1)}`,
        { name: 'string-length', max: MAX_STRING_LENGTH },
      ],
      [
        `{"long":1${'0'.repeat(MAX_NUMBER_LENGTH)},${call.slice(1)}`,
        { name: 'number-length', max: MAX_NUMBER_LENGTH },
      ],
      // Issue 37's two: 1,001 values in 2 KB, and 33 bytes of `[` (not JSON: no valid signature).
      [`[${'0,'.repeat(1000)}0]`, { name: 'values', max: MAX_NODES }],
      ['['.repeat(33), { name: 'depth', max: MAX_DEPTH }],
    ] as const
    for (const [text, limit] of shapes) {
      const json = text.endsWith(']') || text.endsWith('}')
      for (const signature of json ? [signText(text), WELL_FORMED] : [WELL_FORMED]) {
        expect(await verifySigned(text, signature)).toEqual({
          verified: false,
          reason: 'body-too-large',
          limit,
        })
      }
    }
    // Hostile text that is not JSON either: refused, never thrown.
    for (const text of ['['.repeat(1_000_000), `{"k":"${'x'.repeat(100_000)}`, '{"k":"\\u00']) {
      const result = await verifySigned(text, WELL_FORMED)
      expect(result.verified).toBe(false)
    }
  })

  it('throws a TypeError when the body was already read', async () => {
    const text = JSON.stringify(purchaseCall())
    const request = webhookRequest(text, { 'X-Body-Signature': signText(text) })
    await request.text()
    await expect(verifyWebhookRequest(request, publicKey)).rejects.toThrow(TypeError)
  })

  it('throws WebhookPublicKeyError for an unusable key without quoting it', async () => {
    const secretish = 'KEY-MATERIAL-THAT-MUST-NOT-LEAK'
    const text = JSON.stringify(purchaseCall())
    const error = await verifyWebhookRequest(
      webhookRequest(text, { 'X-Body-Signature': signText(text) }),
      `-----BEGIN PUBLIC KEY-----\n${secretish}\n-----END PUBLIC KEY-----`,
    ).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WebhookPublicKeyError)
    expect(String((error as Error).message)).not.toContain(secretish)
  })

  it('never throws nor accepts for arbitrary header values and bodies (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: 'grapheme-ascii', maxLength: 120 }), { maxLength: 3 }),
        fc.oneof(fc.string(), fc.json()),
        async (signatures, body) => {
          const headers = new Headers()
          for (const value of signatures) {
            try {
              headers.append('X-Body-Signature', value)
            } catch {
              // Not a legal header value: a runtime would not deliver it.
            }
          }
          const result = await verifyWebhookRequest(webhookRequest(body, headers), publicKey)
          expect(result.verified).toBe(false)
          // The answer carries a reason only: nothing of the header or the body.
          if (!result.verified) expect(Object.keys(result)).toEqual(['verified', 'reason'])
        },
      ),
      { numRuns: 200 },
    )
  })

  it('accepts every signed JSON body and rejects it once a byte changes (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string(), fc.jsonValue(), { minKeys: 1 }), async (call) => {
        const text = JSON.stringify(call)
        const signature = signText(text)
        const accepted = await verifySigned(text, signature)
        expect(accepted).toEqual({ verified: true, body: text })
        const changed = JSON.stringify({ ...call, '\u0000changed': text.length })
        const rejected = await verifySigned(changed, signature)
        expect(rejected.verified).toBe(false)
      }),
      { numRuns: 50 },
    )
  })
})
