import { Readable } from 'node:stream'
import { canonicalizeWebhookBody } from '@rampkit/core/webhooks'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BodyTooLargeError, recordFetchBody, recordNodeBody } from './receivedBody'

const headers = { 'x-body-signature': 'c2ln' }

async function readAll(source: AsyncIterable<Uint8Array | string>): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const chunk of source) parts.push(Buffer.from(chunk))
  return Buffer.concat(parts)
}

describe('recordNodeBody', () => {
  it('passes the stream through unchanged and keeps the exact bytes read', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 40 }), { maxLength: 6 }),
        async (parts) => {
          const incoming = Object.assign(Readable.from(parts.map((part) => Buffer.from(part))), {
            headers,
          })
          const recorded = recordNodeBody(incoming)
          expect(recorded.request.headers).toBe(headers)
          const read = await readAll(recorded.request)
          const sent = Buffer.concat(parts.map((part) => Buffer.from(part)))
          expect(read.equals(sent)).toBe(true)
          expect(Buffer.from(recorded.bytes()).equals(sent)).toBe(true)
        },
      ),
      { numRuns: 50 },
    )
  })

  it('keeps string chunks as their UTF-8 bytes', async () => {
    const incoming = Object.assign(Readable.from(['\ufeff{"a":', '"\\u0000é"}']), { headers })
    const recorded = recordNodeBody(incoming)
    await readAll(recorded.request)
    expect(Buffer.from(recorded.bytes()).toString('utf8')).toBe('\ufeff{"a":"\\u0000é"}')
  })

  it('ends the source when the reader stops early (a body over the limit)', async () => {
    const incoming = Object.assign(Readable.from(['one', 'two', 'three']), { headers })
    const recorded = recordNodeBody(incoming)
    for await (const _chunk of recorded.request) break
    expect(incoming.destroyed).toBe(true)
    expect(Buffer.from(recorded.bytes()).toString()).toBe('one')
  })

  it('stops reading past maxBytes and says so, keeping no more than the limit', async () => {
    const incoming = Object.assign(Readable.from(['12345', '67890', 'abcde']), { headers })
    const recorded = recordNodeBody(incoming, 8)
    await expect(readAll(recorded.request)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(recorded.tooLarge()).toBe(true)
    expect(incoming.destroyed).toBe(true)
    expect(recorded.bytes().byteLength).toBeLessThanOrEqual(8)
    const small = recordNodeBody(Object.assign(Readable.from(['1234']), { headers }), 8)
    await readAll(small.request)
    expect(small.tooLarge()).toBe(false)
  })

  it("takes a body parser's body: a Buffer or string as it is, an object as its canonical text", () => {
    const empty = { headers, readableEnded: true, async *[Symbol.asyncIterator]() {} }
    const buffer = Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d])
    expect(recordNodeBody({ ...empty, body: buffer }).bytes()).toEqual(new Uint8Array(buffer))
    expect(Buffer.from(recordNodeBody({ ...empty, body: '{ }' }).bytes()).toString()).toBe('{ }')
    const parsed = { b: 1, a: 'x' }
    const recorded = recordNodeBody({ ...empty, body: parsed })
    expect(recorded.request.body).toBe(parsed)
    expect(recorded.request.readableEnded).toBe(true)
    expect(Buffer.from(recorded.bytes()).toString()).toBe(canonicalizeWebhookBody(parsed))
  })
})

describe('recordFetchBody', () => {
  it('passes method, headers and body through, and keeps the exact bytes read', async () => {
    const sent = new Uint8Array([0xef, 0xbb, 0xbf, 0x00, 0xff, 0x7b, 0x7d])
    const original = new Request('http://receiver/webhooks', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: sent,
    })
    const recorded = recordFetchBody(original)
    expect(recorded.request.method).toBe('POST')
    expect(recorded.request.url).toBe('http://receiver/webhooks')
    expect(recorded.request.headers.get('x-body-signature')).toBe('c2ln')
    expect(new Uint8Array(await recorded.request.arrayBuffer())).toEqual(sent)
    expect(recorded.bytes()).toEqual(sent)
  })

  it('stops reading past maxBytes and says so', async () => {
    const original = new Request('http://receiver/webhooks', {
      method: 'POST',
      headers,
      body: new Uint8Array(100),
    })
    const recorded = recordFetchBody(original, 10)
    await expect(recorded.request.arrayBuffer()).rejects.toThrow()
    expect(recorded.tooLarge()).toBe(true)
  })

  it('records nothing for a request without a body', () => {
    const original = new Request('http://receiver/webhooks', { method: 'POST', headers })
    const recorded = recordFetchBody(original)
    expect(recorded.request).toBe(original)
    expect(recorded.bytes()).toEqual(new Uint8Array())
  })
})
