import { describe, expect, it } from 'vitest'
import { createReceiverApp } from './app'
import type { WebhookStore } from './store'
import { createSigner, purchase, signBody } from './testFixtures'

// A body over a limit is answered 413 naming that limit and its bound (issue 37: a 66-byte `[`×33
// and 1,001 values in 2 KB were both answered "The body exceeds 65536 bytes").

const signer = createSigner()
const store: WebhookStore = {
  save: async () => ({ stored: true }),
  list: async () => [],
  count: async () => 0,
  close: async () => {},
}
const app = createReceiverApp({ store, publicKey: signer.publicKey, rateLimit: 0 })
// A well-formed signature (of another body): the shape limits are checked before the signature.
const SIGNATURE = signBody({ type: 'CREATED', purchase: purchase() }, signer.privateKey)

async function post(body: string) {
  const response = await app.request('/webhooks/purchase', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Body-Signature': SIGNATURE },
    body,
  })
  return { status: response.status, body: await response.json() }
}

describe('a body over a limit', () => {
  it.each([
    [
      '33 nested arrays (66 bytes)',
      `${'['.repeat(33)}${']'.repeat(33)}`,
      'depth',
      32,
      'The body is nested deeper than 32 levels (the depth limit)',
    ],
    [
      '1,001 values in 2 KB',
      `[${'0,'.repeat(1000)}0]`,
      'values',
      1000,
      'The body has more than 1000 values (the limit on values)',
    ],
    [
      'a string of 4,097 characters',
      `{"a":"${'x'.repeat(4097)}"}`,
      'string-length',
      4096,
      'The body has a string or key longer than 4096 characters (the string length limit)',
    ],
    [
      'a number of 33 digits',
      `{"a":1${'0'.repeat(32)}}`,
      'number-length',
      32,
      'The body has a number longer than 32 characters (the number length limit)',
    ],
    [
      '65,537 bytes',
      `{"a":"${'x'.repeat(65_537 - 8)}"}`,
      'bytes',
      65_536,
      'The body exceeds 65536 bytes',
    ],
  ])('%s: 413 naming the limit and its bound', async (_, body, limit, max, message) => {
    expect(await post(body)).toEqual({
      status: 413,
      body: { error: 'body_too_large', limit, max, message },
    })
  })
})
