import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { canonicalizeWebhookBody } from './canonicalizeWebhookBody.js'
import { purchaseCall, saleCall } from './fixtures.js'
import { derSignature } from './testing/der.js'
import { verifyWebhookSignature } from './verifyWebhookSignature.js'
import { WebhookPublicKeyError } from './WebhookPublicKeyError.js'

const N = secp256k1.Point.CURVE().n

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
  return { privateKey, publicKey: publicKey.export({ type: 'spki', format: 'pem' }) as string }
}

// What the service does: Node's crypto.sign over the canonical body, DER, base64.
function signBody(body: unknown, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(canonicalizeWebhookBody(body)), privateKey).toString('base64')
}

function readDer(signature: string): { r: bigint; s: bigint } {
  const sig = secp256k1.Signature.fromBytes(Buffer.from(signature, 'base64'), 'der')
  return { r: sig.r, s: sig.s }
}

function writeDer(r: bigint, s: bigint): string {
  return Buffer.from(derSignature(r, s)).toString('base64')
}

// The same data with every object's keys in reverse order.
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys)
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value).reverse()
  return Object.fromEntries(entries.map(([key, item]) => [key, reverseKeys(item)]))
}

function canonicalOf(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return canonicalizeWebhookBody(JSON.parse(text))
  } catch {
    return undefined
  }
}

const isHighS = (signature: string) => readDer(signature).s > N / 2n

const { privateKey, publicKey } = keyPair()
const body = purchaseCall('RELEASED')
const signature = signBody(body, privateKey)

describe('verifyWebhookSignature', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('accepts what Node signs, given the parsed body or the raw canonical text', async () => {
    expect(await verifyWebhookSignature({ body, signature, publicKey })).toBe(true)
    const text = canonicalizeWebhookBody(body)
    expect(await verifyWebhookSignature({ body: text, signature, publicKey })).toBe(true)
    const bytes = new TextEncoder().encode(text)
    expect(await verifyWebhookSignature({ body: bytes, signature, publicKey })).toBe(true)
  })

  it('accepts raw text with other formatting and key order', async () => {
    const reordered = reverseKeys(body) as object
    expect(Object.keys(reordered)).toEqual(['purchase', 'type'])
    const pretty = JSON.stringify(reordered, null, 4)
    const loose = `\n  ${JSON.stringify(reordered, null, '\t')}  \r\n`
    for (const text of [pretty, loose]) {
      expect(await verifyWebhookSignature({ body: text, signature, publicKey })).toBe(true)
    }
  })

  it('accepts a sale call signed the same way', async () => {
    const sale = saleCall('EXPIRED')
    const saleSignature = signBody(sale, privateKey)
    expect(await verifyWebhookSignature({ body: sale, signature: saleSignature, publicKey })).toBe(
      true,
    )
  })

  it('accepts high-S signatures as Node produces them (no S normalisation)', async () => {
    let highS: string | undefined
    for (let i = 0; i < 64 && highS === undefined; i++) {
      const candidate = signBody(body, privateKey)
      if (isHighS(candidate)) highS = candidate
    }
    expect(highS).toBeDefined()
    expect(await verifyWebhookSignature({ body, signature: highS, publicKey })).toBe(true)
  })

  it('accepts both S and n - S of the same signature', async () => {
    const { r, s } = readDer(signature)
    const flipped = writeDer(r, N - s)
    expect(isHighS(signature)).not.toBe(isHighS(flipped))
    expect(await verifyWebhookSignature({ body, signature: flipped, publicKey })).toBe(true)
    expect(await verifyWebhookSignature({ body, signature: writeDer(r, s), publicKey })).toBe(true)
  })

  it('rejects a tampered body', async () => {
    const tampered = {
      ...body,
      purchase: { ...body.purchase, fiatValue: body.purchase.fiatValue + 1 },
    }
    expect(await verifyWebhookSignature({ body: tampered, signature, publicKey })).toBe(false)
    const extra = { ...body, extra: true }
    expect(await verifyWebhookSignature({ body: extra, signature, publicKey })).toBe(false)
    const text = canonicalizeWebhookBody(body).replace('RELEASED', 'RETURNED')
    expect(await verifyWebhookSignature({ body: text, signature, publicKey })).toBe(false)
  })

  it('rejects a signature made by another key', async () => {
    const other = keyPair()
    const otherSignature = signBody(body, other.privateKey)
    expect(await verifyWebhookSignature({ body, signature: otherSignature, publicKey })).toBe(false)
    expect(await verifyWebhookSignature({ body, signature, publicKey: other.publicKey })).toBe(
      false,
    )
  })

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['not base64', '!!!not-base64!!!'],
    ['base64 of junk', Buffer.from('hello world').toString('base64')],
    [
      'the compact (r||s) form',
      Buffer.from(secp256k1.sign(new Uint8Array(32), secp256k1.utils.randomSecretKey())).toString(
        'base64',
      ),
    ],
    ['huge', 'A'.repeat(1_000_000)],
    ['r = 0', writeDer(0n, 1n)],
    ['s = n', writeDer(1n, N)],
  ])('resolves false for a %s signature', async (_, bad) => {
    expect(await verifyWebhookSignature({ body, signature: bad as string, publicKey })).toBe(false)
  })

  it('resolves false for a DER signature with trailing bytes', async () => {
    const der = Buffer.concat([Buffer.from(signature, 'base64'), Buffer.from([0])])
    const padded = der.toString('base64')
    expect(await verifyWebhookSignature({ body, signature: padded, publicKey })).toBe(false)
  })

  it.each([
    ['text that is not JSON', '{"type":'],
    ['bytes that are not UTF-8', new Uint8Array([0xff, 0xfe])],
    ['a bigint', 10n],
    ['undefined', undefined],
  ])('resolves false for a body that is %s', async (_, bad) => {
    expect(await verifyWebhookSignature({ body: bad, signature, publicKey })).toBe(false)
  })

  it('resolves false for a circular body instead of throwing', async () => {
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(await verifyWebhookSignature({ body: circular, signature, publicKey })).toBe(false)
  })

  it('needs no WebCrypto (a page served over plain HTTP has no crypto.subtle)', async () => {
    vi.stubGlobal('crypto', {})
    expect(await verifyWebhookSignature({ body, signature, publicKey })).toBe(true)
  })

  it('resolves false for raw text with a key given twice, even when the signature matches', async () => {
    const text = canonicalizeWebhookBody(body)
    const forged = `{"type":"CREATED",${text.slice(1)}`
    expect(JSON.parse(forged)).toEqual(body)
    expect(await verifyWebhookSignature({ body: forged, signature, publicKey })).toBe(false)
    expect(await verifyWebhookSignature({ body: JSON.parse(forged), signature, publicKey })).toBe(
      true,
    )
  })

  it('throws WebhookPublicKeyError for an unusable public key, even with a bad signature', async () => {
    await expect(
      verifyWebhookSignature({ body, signature, publicKey: 'not a key' }),
    ).rejects.toBeInstanceOf(WebhookPublicKeyError)
    await expect(
      verifyWebhookSignature({ body, signature: '', publicKey: undefined as unknown as string }),
    ).rejects.toBeInstanceOf(WebhookPublicKeyError)
  })

  it('accepts both the low-S and the high-S form of what Node signs and rejects them on a tampered body (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.string({ minLength: 1 }),
        fc.jsonValue(),
        async (value, key, changed) => {
          const { r, s } = readDer(signBody(value, privateKey))
          const lowS = writeDer(r, s > N / 2n ? N - s : s)
          const highS = writeDer(r, s > N / 2n ? s : N - s)
          expect([isHighS(lowS), isHighS(highS)]).toEqual([false, true])
          const tampered = { ...value, [key]: changed }
          const sameMeaning = canonicalizeWebhookBody(tampered) === canonicalizeWebhookBody(value)
          for (const form of [lowS, highS]) {
            expect(await verifyWebhookSignature({ body: value, signature: form, publicKey })).toBe(
              true,
            )
            expect(
              await verifyWebhookSignature({ body: tampered, signature: form, publicKey }),
            ).toBe(sameMeaning)
          }
        },
      ),
      { numRuns: 100 },
    )
  })

  it('verifies any signed JSON object and rejects any single flipped byte that changes it (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        fc.boolean(),
        async (value, position, mask, flipSignature) => {
          const sig = signBody(value, privateKey)
          expect(await verifyWebhookSignature({ body: value, signature: sig, publicKey })).toBe(
            true,
          )
          // Flip one byte of either the signed text or the DER signature.
          if (flipSignature) {
            const der = Buffer.from(sig, 'base64')
            const index = position % der.length
            der[index] = (der[index] ?? 0) ^ mask
            const broken = der.toString('base64')
            expect(
              await verifyWebhookSignature({ body: value, signature: broken, publicKey }),
            ).toBe(false)
          } else {
            const canonical = canonicalizeWebhookBody(value)
            const bytes = Buffer.from(canonical)
            const index = position % bytes.length
            bytes[index] = (bytes[index] ?? 0) ^ mask
            // A flip can keep the meaning (`1e+21` -> `1E+21`, `\u001f` -> `\u001F`); the
            // signature covers the canonical form, so only a changed meaning must fail.
            const sameMeaning = canonicalOf(bytes) === canonical
            expect(await verifyWebhookSignature({ body: bytes, signature: sig, publicKey })).toBe(
              sameMeaning,
            )
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})
