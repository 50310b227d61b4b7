import { describe, expect, it } from 'vitest'
import { SandboxError } from '../errors.js'
import { readRequestJsonObject } from './readRequestJsonObject.js'

const request = (
  body: BodyInit | null,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => new Request('http://localhost/', { method: 'POST', body, headers })

async function failure(run: Promise<unknown>) {
  try {
    await run
  } catch (error) {
    expect(error).toBeInstanceOf(SandboxError)
    return (error as SandboxError).toBody()
  }
  throw new Error('expected a failure')
}

describe('readRequestJsonObject', () => {
  it('reads a JSON object, with or without a charset', async () => {
    expect(await readRequestJsonObject(request('{"a":1}'))).toEqual({ a: 1 })
    expect(
      await readRequestJsonObject(
        request('{"a":2}', { 'content-type': 'Application/JSON; charset=utf-8' }),
      ),
    ).toEqual({ a: 2 })
  })

  it('a body that is not UTF-8 leaves the next one unharmed', async () => {
    const broken = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xe2, 0x82, 0x22, 0x7d])
    expect((await failure(readRequestJsonObject(request(broken)))).fields).toEqual([
      { path: 'body', message: 'is not valid UTF-8' },
    ])
    expect(await readRequestJsonObject(request('{"a":"€"}'))).toEqual({ a: '€' })
  })

  it('415 unless the body is declared application/json', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/jsonx' },
    ]
    for (const headers of variants) {
      expect((await failure(readRequestJsonObject(request('{}', headers)))).code).toBe(
        'UNSUPPORTED_MEDIA_TYPE',
      )
    }
  })

  it('413 past the limit, by header or by streamed size', async () => {
    expect((await failure(readRequestJsonObject(request('x'.repeat(101)), 100))).code).toBe(
      'BODY_TOO_LARGE',
    )
    // a stream with no Content-Length still stops at the limit
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(64).fill(32))
      },
    })
    const streamed = new Request('http://localhost/', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    expect(await failure(readRequestJsonObject(streamed, 1000))).toMatchObject({
      code: 'BODY_TOO_LARGE',
      maxBytes: 1000,
    })
  })

  it('400 naming the body for empty, non-UTF-8, non-JSON and non-object bodies', async () => {
    for (const body of [
      '',
      '   ',
      '{',
      'nul',
      '[1]',
      '"text"',
      '42',
      'null',
      new Uint8Array([0x7b, 0xff, 0x7d]),
    ]) {
      const error = await failure(readRequestJsonObject(request(body)))
      expect(error.code).toBe('INVALID_REQUEST')
      expect((error.fields as { path: string }[])[0]!.path).toBe('body')
    }
  })
})
