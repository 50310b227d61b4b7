import { generateKeyPairSync } from 'node:crypto'
import { verifyWebhookSignature, WebhookPublicKeyError } from '@rampkit/core/webhooks'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSigningKey } from './signingKey.js'

const BODY = '{"purchase":{"fiatValue":100,"id":"p1"},"type":"CREATED"}'

describe('createSigningKey', () => {
  it('signs what core’s verifyWebhookSignature accepts: raw text, reformatted text, parsed object', async () => {
    const key = createSigningKey()
    const signature = key.sign(BODY)
    expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/)
    const publicKey = key.publicKeyPem
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/)
    const pretty = JSON.stringify(JSON.parse(BODY), null, 2)
    for (const body of [BODY, pretty, JSON.parse(BODY)]) {
      expect(await verifyWebhookSignature({ body, signature, publicKey })).toBe(true)
    }
  })

  it('a tampered body, a tampered signature or another key does not verify', async () => {
    const key = createSigningKey()
    const signature = key.sign(BODY)
    const publicKey = key.publicKeyPem
    const tampered = BODY.replace('100', '1000')
    expect(await verifyWebhookSignature({ body: tampered, signature, publicKey })).toBe(false)
    const bytes = Buffer.from(signature, 'base64')
    bytes[bytes.length - 1]! ^= 1
    expect(
      await verifyWebhookSignature({ body: BODY, signature: bytes.toString('base64'), publicKey }),
    ).toBe(false)
    const other = createSigningKey().publicKeyPem
    expect(await verifyWebhookSignature({ body: BODY, signature, publicKey: other })).toBe(false)
  })

  it('any JSON body it signs verifies (property)', async () => {
    const key = createSigningKey({ seed: 7 })
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string(), fc.jsonValue()), async (value) => {
        const { canonicalizeWebhookBody } = await import('@rampkit/core/webhooks')
        const text = canonicalizeWebhookBody(value)
        const signature = key.sign(text)
        expect(
          await verifyWebhookSignature({ body: text, signature, publicKey: key.publicKeyPem }),
        ).toBe(true)
      }),
      { numRuns: 50 },
    )
  })

  it('a seed gives the same key every time; another seed another key', () => {
    const a = createSigningKey({ seed: 42 }).publicKeyPem
    expect(createSigningKey({ seed: 42 }).publicKeyPem).toBe(a)
    expect(createSigningKey({ seed: 43 }).publicKeyPem).not.toBe(a)
    expect(createSigningKey().publicKeyPem).not.toBe(createSigningKey().publicKeyPem)
  })

  it('a pinned PEM key is used as given (and wins over the seed)', async () => {
    const pair = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
    const privateKeyPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string
    const key = createSigningKey({ privateKeyPem, seed: 1 })
    expect(key.publicKeyPem).toBe(pair.publicKey.export({ type: 'spki', format: 'pem' }))
    // SEC1 ("EC PRIVATE KEY") works too
    const sec1 = pair.privateKey.export({ type: 'sec1', format: 'pem' }) as string
    expect(createSigningKey({ privateKeyPem: sec1 }).publicKeyPem).toBe(key.publicKeyPem)
  })

  it.each([
    ['-----BEGIN PRIVATE KEY-----\nSECRETSECRETSECRETSECRET\n-----END PRIVATE KEY-----\n', 'PEM'],
    [
      generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }) as string,
      'secp256k1',
    ],
    [
      generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      'secp256k1',
    ],
  ])('refuses an unusable key with a TypeError that does not quote it', (pem, message) => {
    let error: unknown
    try {
      createSigningKey({ privateKeyPem: pem })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(TypeError)
    expect((error as Error).message).toContain(message)
    const keyBody = pem.split('\n')[1]!
    expect(keyBody.length).toBeGreaterThan(10)
    expect((error as Error).message).not.toContain(keyBody)
  })

  it('the public key is one core accepts', async () => {
    const publicKey = createSigningKey({ seed: 0 }).publicKeyPem
    await expect(
      verifyWebhookSignature({ body: '{}', signature: 'AA==', publicKey }),
    ).resolves.toBe(false)
    await expect(
      verifyWebhookSignature({ body: '{}', signature: 'AA==', publicKey: 'nope' }),
    ).rejects.toBeInstanceOf(WebhookPublicKeyError)
  })
})
