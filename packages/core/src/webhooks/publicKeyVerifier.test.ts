import { generateKeyPairSync, sign } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { publicKeyVerifier } from './publicKeyVerifier.js'
import { WebhookPublicKeyError } from './WebhookPublicKeyError.js'

function pemPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
  return { privateKey, pem: publicKey.export({ type: 'spki', format: 'pem' }) as string }
}

describe('publicKeyVerifier', () => {
  it('imports a key once and reuses it for the same PEM text', async () => {
    const { privateKey, pem } = pemPair()
    const verify = await publicKeyVerifier(pem)
    expect(await publicKeyVerifier(pem)).toBe(verify)
    const message = new TextEncoder().encode('{}')
    expect(verify(message, new Uint8Array(sign('sha256', message, privateKey)))).toBe(true)
  })

  it('keeps a bounded number of keys', async () => {
    const first = pemPair().pem
    const verify = await publicKeyVerifier(first)
    for (let i = 0; i < 8; i++) await publicKeyVerifier(pemPair().pem)
    expect(await publicKeyVerifier(first)).not.toBe(verify)
  })

  it('throws WebhookPublicKeyError for a point off the curve, without quoting the key', async () => {
    const { pem } = pemPair()
    const der = Buffer.from(pem.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64')
    der[der.length - 1] = (der[der.length - 1] ?? 0) ^ 1
    const offCurve = `-----BEGIN PUBLIC KEY-----\n${der.toString('base64')}\n-----END PUBLIC KEY-----`
    const error = await publicKeyVerifier(offCurve).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WebhookPublicKeyError)
    expect((error as Error).message).toMatch(/valid secp256k1 point/)
    expect((error as Error).message).not.toContain(der.toString('base64').slice(30, 60))
  })
})
