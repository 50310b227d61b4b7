// @vitest-environment jsdom
// A host's tests often run in jsdom, where TextEncoder's bytes come from another realm than the
// test's Uint8Array: a good signature must verify there too (it was refused before).
import { generateKeyPairSync, sign } from 'node:crypto'
import { expect, it } from 'vitest'
import { canonicalizeWebhookBody } from './canonicalizeWebhookBody.js'
import { purchaseCall } from './fixtures.js'
import { verifyWebhookSignature } from './verifyWebhookSignature.js'

it('verifies a good signature under jsdom, from raw text and from the parsed body', async () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
  const pem = publicKey.export({ type: 'spki', format: 'pem' }) as string
  const body = purchaseCall()
  const text = canonicalizeWebhookBody(body)
  const signature = sign('sha256', Buffer.from(text), privateKey).toString('base64')
  expect(new TextEncoder().encode('x') instanceof Uint8Array).toBe(false) // the realm split
  expect(await verifyWebhookSignature({ body: text, signature, publicKey: pem })).toBe(true)
  expect(await verifyWebhookSignature({ body, signature, publicKey: pem })).toBe(true)
  expect(
    await verifyWebhookSignature({
      body: text.replace('CREATED', 'RELEASED'),
      signature,
      publicKey: pem,
    }),
  ).toBe(false)
})
