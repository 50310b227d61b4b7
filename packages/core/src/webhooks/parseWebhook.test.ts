import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { purchaseCall, purchaseFixture, saleCall, saleFixture } from './fixtures.js'
import { MAX_NUMBER_LENGTH, MAX_STRING_LENGTH } from './limits.js'
import { parseWebhook } from './parseWebhook.js'
import { WebhookPayloadError } from './WebhookPayloadError.js'

const REMOVE = Symbol('remove')

// Deep copy of `body` with the field at `path` (dot separated) replaced or removed.
function withField(body: object, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body) as Record<string, unknown>
  const keys = path.split('.')
  const last = keys.pop() as string
  let target = copy
  for (const key of keys) target = target[key] as Record<string, unknown>
  if (value === REMOVE) delete target[last]
  else target[last] = value
  return copy
}

function errorOf(body: unknown): WebhookPayloadError {
  try {
    parseWebhook(body)
  } catch (error) {
    if (error instanceof WebhookPayloadError) return error
    throw new Error(`expected a WebhookPayloadError, got ${String(error)}`)
  }
  throw new Error('expected parseWebhook to throw')
}

describe('parseWebhook: purchase calls', () => {
  it.each(['CREATED', 'RELEASED', 'RETURNED', 'ERROR'])('reads a %s purchase call', (type) => {
    const event = parseWebhook(purchaseCall(type))
    expect(event).toEqual({ kind: 'purchase', type, purchase: purchaseFixture() })
  })

  it('reads raw JSON text and UTF-8 bytes', () => {
    const text = JSON.stringify(purchaseCall('RELEASED'), null, 2)
    expect(parseWebhook(text)).toEqual(parseWebhook(purchaseCall('RELEASED')))
    expect(parseWebhook(new TextEncoder().encode(text))).toEqual(
      parseWebhook(purchaseCall('RELEASED')),
    )
  })

  it('accepts a final transaction hash and any status string', () => {
    const purchase = purchaseFixture({ finalTxHash: '0xabc', status: 'SOME_FUTURE_STATUS' })
    const event = parseWebhook(purchaseCall('RELEASED', purchase))
    expect(event.kind === 'purchase' && event.purchase.finalTxHash).toBe('0xabc')
    expect(event.kind === 'purchase' && event.purchase.status).toBe('SOME_FUTURE_STATUS')
  })

  it('keeps unknown fields at every level', () => {
    const purchase = purchaseFixture({ hostFeeCut: 1.5, escrow: { address: '0x2' } })
    const body = { ...purchaseCall('CREATED', purchase), deliveredAt: 'now' }
    ;(body.purchase.asset as Record<string, unknown>).chain = 'ETH'
    const event = parseWebhook(body)
    expect(event.kind === 'purchase' && event.purchase).toMatchObject({
      hostFeeCut: 1.5,
      escrow: { address: '0x2' },
      asset: { chain: 'ETH' },
    })
  })

  it('returns a copy, not the object passed in', () => {
    const body = purchaseCall()
    const event = parseWebhook(body)
    expect(event.kind === 'purchase' && event.purchase).not.toBe(body.purchase)
    body.purchase.cryptoAmount = 'changed later'
    expect(event.kind === 'purchase' && event.purchase.cryptoAmount).toBe('1500000000000000000')
  })

  it('rejects an unknown purchase type', () => {
    expect(errorOf(purchaseCall('EXPIRED')).field).toBe('type')
    expect(errorOf({ purchase: purchaseFixture() }).field).toBe('type')
  })

  const badPurchaseFields: [string, unknown][] = [
    ['id', REMOVE],
    ['id', ''],
    ['id', 7],
    ['endTime', 'yesterday'],
    ['endTime', '2026-13-45T00:00:00Z'],
    ['endTime', 1767225600000],
    ['asset', null],
    ['asset', []],
    ['asset.address', 0],
    ['asset.symbol', ''],
    ['asset.name', null],
    ['asset.decimals', 1.5],
    ['asset.decimals', -1],
    ['asset.decimals', '18'],
    ['asset.type', REMOVE],
    ['cryptoAmount', 1500],
    ['cryptoAmount', '1.5'],
    ['cryptoAmount', '-1'],
    ['cryptoAmount', ''],
    ['cryptoAmount', '1e18'],
    ['fiatCurrency', ''],
    ['fiatValue', '3012.5'],
    ['fiatValue', null],
    ['assetExchangeRate', REMOVE],
    ['assetExchangeRateEur', true],
    ['baseServiceFee', '7.5'],
    ['networkFee', {}],
    ['appliedFee', REMOVE],
    ['purchaseViewToken', REMOVE],
    ['purchaseViewToken', 42],
    ['receiverAddress', ''],
    ['createdAt', REMOVE],
    ['updatedAt', '2026-01-31'],
    ['status', null],
    ['finalTxHash', REMOVE],
    ['finalTxHash', 0],
    ['paymentMethodType', REMOVE],
  ]
  it.each(badPurchaseFields)('names purchase.%s when it is %o', (path, value) => {
    const error = errorOf(withField(purchaseCall(), `purchase.${path}`, value))
    expect(error.field).toBe(`purchase.${path}`)
    expect(error.name).toBe('WebhookPayloadError')
    expect(error.message).toContain(`purchase.${path}`)
  })

  it('a native asset may leave purchase.asset.address out or send null (PublicAssetDetails)', () => {
    for (const value of [REMOVE, null]) {
      const event = parseWebhook(withField(purchaseCall(), 'purchase.asset.address', value))
      expect(event.kind).toBe('purchase')
    }
  })

  it('crypto amounts: 1 to 78 digits, as the schemas and the sandbox read them', () => {
    expect(
      parseWebhook(withField(purchaseCall(), 'purchase.cryptoAmount', '9'.repeat(78))).kind,
    ).toBe('purchase')
    expect(errorOf(withField(purchaseCall(), 'purchase.cryptoAmount', '9'.repeat(79))).field).toBe(
      'purchase.cryptoAmount',
    )
  })

  it('names the purchase itself when it is not an object', () => {
    expect(errorOf({ type: 'CREATED', purchase: 'x' }).field).toBe('purchase')
    expect(errorOf({ type: 'CREATED', purchase: null }).field).toBe('purchase')
  })
})

describe('parseWebhook: sale calls', () => {
  it.each(['CREATED', 'RELEASED', 'EXPIRED'])('reads a %s sale call', (type) => {
    expect(parseWebhook(saleCall(type))).toEqual({
      kind: 'sale',
      type,
      id: 'sale-1',
      sale: saleFixture(),
    })
  })

  it('reads a native asset with a null address and keeps unknown fields', () => {
    const sale = saleFixture()
    sale.crypto.assetInfo.address = null as unknown as string
    const event = parseWebhook({ ...saleCall('CREATED', { ...sale, extra: [1, 2] }), version: 3 })
    expect(event.kind === 'sale' && event.sale).toMatchObject({ extra: [1, 2] })
    expect(event.kind === 'sale' && event.sale.crypto.assetInfo.address).toBeNull()
  })

  it('checks the envelope', () => {
    expect(errorOf({ ...saleCall(), mode: 'ONRAMP' }).field).toBe('mode')
    expect(errorOf({ ...saleCall(), mode: undefined }).field).toBe('mode')
    expect(errorOf(saleCall('RETURNED')).field).toBe('type')
    expect(errorOf({ ...saleCall(), id: '' }).field).toBe('id')
    expect(errorOf({ ...saleCall(), id: 5 }).field).toBe('id')
    expect(errorOf({ ...saleCall(), payload: undefined }).field).toBe('payload')
    expect(errorOf({ ...saleCall(), payload: [] }).field).toBe('payload')
  })

  const badSaleFields: [string, unknown][] = [
    ['id', REMOVE],
    ['purchaseViewToken', ''],
    ['createdAt', 'not a date'],
    ['crypto', REMOVE],
    ['crypto.amount', 250],
    ['crypto.amount', '2.5'],
    ['crypto.assetInfo', 'USDC'],
    ['crypto.assetInfo.address', REMOVE],
    ['crypto.assetInfo.symbol', REMOVE],
    ['crypto.assetInfo.chain', ''],
    ['crypto.assetInfo.type', 1],
    ['crypto.assetInfo.name', REMOVE],
    ['crypto.assetInfo.decimals', '6'],
    ['fiat', null],
    ['fiat.amount', '248.1'],
    ['fiat.currencySymbol', REMOVE],
  ]
  it.each(badSaleFields)('names payload.%s when it is %o', (path, value) => {
    expect(errorOf(withField(saleCall(), `payload.${path}`, value)).field).toBe(`payload.${path}`)
  })
})

describe('parseWebhook: hostile and malformed input', () => {
  it.each([
    ['not JSON', '{"type":'],
    ['empty text', ''],
    ['a JSON array', '[]'],
    ['a JSON string', '"hello"'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object of neither shape', { type: 'CREATED' }],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0x7d])],
  ])('rejects %s as a whole', (_, body) => {
    expect(errorOf(body).field).toBe('')
  })

  it('rejects a huge body before parsing it', () => {
    const huge = `{"type":"CREATED","purchase":{"id":"${'x'.repeat(2 * 1024 * 1024)}"}}`
    expect(errorOf(huge).message).toMatch(/larger than/)
    expect(errorOf(JSON.parse(huge)).message).toMatch(/larger than/)
  })

  it('rejects deep nesting without overflowing the stack', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    const error = errorOf(`{"type":"CREATED","purchase":${deep}}`)
    expect(error.message).toMatch(/nested deeper|not valid JSON/)
    let value: unknown = {}
    for (let i = 0; i < 10_000; i++) value = { next: value }
    expect(errorOf({ ...purchaseCall(), extra: value }).message).toMatch(/nested deeper/)
  })

  it('rejects raw text with a key given twice, naming it (duplicate key)', () => {
    const call = JSON.stringify(purchaseCall())
    const forged = call.replace('"id":"purchase-1"', '"id":"forged","id":"purchase-1"')
    expect(JSON.parse(forged)).toEqual(purchaseCall())
    for (const body of [forged, new TextEncoder().encode(forged)]) {
      const error = errorOf(body)
      expect(error.field).toBe('purchase.id')
      expect(error.message).toMatch(/twice.*duplicate key/)
      expect(error.message).not.toContain('forged')
    }
    expect(parseWebhook(JSON.parse(forged))).toMatchObject({ kind: 'purchase' })
  })

  it('rejects very many values', () => {
    const body = { ...purchaseCall(), extra: Array.from({ length: 50_000 }, () => 0) }
    expect(errorOf(body).message).toMatch(/more than/)
  })

  it('rejects a long string or number in the text, naming the field and quoting nothing', () => {
    const secret = 'secret-view-token'
    const call = JSON.stringify(purchaseCall())
    const long = call.replace(
      /"purchaseViewToken":"[^"]*"/,
      `"purchaseViewToken":"${secret}${'x'.repeat(MAX_STRING_LENGTH)}"`,
    )
    const error = errorOf(long)
    expect(error.field).toBe('purchase.purchaseViewToken')
    expect(error.message).toMatch(/longer than/)
    expect(error.message).not.toContain(secret)
    expect(errorOf(JSON.parse(long)).field).toBe('purchase.purchaseViewToken')
    const longKey = {
      ...purchaseCall(),
      extra: { [`${secret}${'k'.repeat(MAX_STRING_LENGTH)}`]: 1 },
    }
    for (const body of [longKey, JSON.stringify(longKey)]) {
      expect(errorOf(body)).toMatchObject({ field: 'extra' })
      expect(errorOf(body).message).toMatch(/key longer than/)
      expect(errorOf(body).message).not.toContain(secret)
    }
    const number = call.replace(
      /"fiatValue":[^,]*/,
      `"fiatValue":1${'0'.repeat(MAX_NUMBER_LENGTH)}`,
    )
    expect(errorOf(number)).toMatchObject({ field: 'purchase.fiatValue' })
    expect(errorOf(number).message).toMatch(/number longer than/)
  })

  it.each(['__proto__', 'constructor', 'prototype'])('rejects a %s key anywhere', (key) => {
    const text = `{"type":"CREATED","purchase":{"asset":{"${key}":{"polluted":true}}}}`
    expect(errorOf(text).field).toBe(`purchase.asset.${key}`)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('rejects values that are not JSON data in an object input', () => {
    expect(errorOf(withField(purchaseCall(), 'purchase.fiatValue', Number.NaN)).field).toBe(
      'purchase.fiatValue',
    )
    expect(errorOf(withField(purchaseCall(), 'purchase.fiatValue', Infinity)).field).toBe(
      'purchase.fiatValue',
    )
    expect(errorOf({ ...purchaseCall(), extra: 10n }).field).toBe('extra')
    expect(errorOf({ ...purchaseCall(), extra: () => 1 }).field).toBe('extra')
    expect(errorOf({ ...purchaseCall(), extra: new Date() }).field).toBe('extra')
    expect(errorOf({ ...purchaseCall(), extra: new Map() }).field).toBe('extra')
  })

  it('turns throwing getters and proxies into a WebhookPayloadError', () => {
    const purchase = purchaseFixture()
    Object.defineProperty(purchase, 'status', {
      enumerable: true,
      get() {
        throw new Error('boom')
      },
    })
    expect(errorOf({ type: 'CREATED', purchase }).field).toBe('purchase')
    const trap = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('boom')
        },
      },
    )
    expect(errorOf({ type: 'CREATED', purchase: trap }).field).toBe('purchase')
  })

  it('never puts a received value in a message', () => {
    const secret = 'secret-view-token-purchase'
    const bodies = [
      withField(purchaseCall(), 'purchase.cryptoAmount', secret),
      withField(purchaseCall(), 'purchase.status', 1),
      withField(purchaseCall('NOPE'), 'purchase.id', secret),
      withField(purchaseCall(), 'purchase.endTime', secret),
    ]
    for (const body of bodies) expect(errorOf(body).message).not.toContain('secret')
    expect(errorOf(`{"purchase":"${secret}"`).message).not.toContain('secret')
  })

  it('throws only WebhookPayloadError for arbitrary values and text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.json()), (body) => {
        try {
          parseWebhook(body)
        } catch (error) {
          expect(error).toBeInstanceOf(WebhookPayloadError)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('reports the replaced field, or accepts it, for any value in any purchase field (property)', () => {
    const paths = [
      'purchase.id',
      'purchase.asset.decimals',
      'purchase.cryptoAmount',
      'purchase.fiatValue',
      'purchase.finalTxHash',
      'purchase.createdAt',
      'purchase.status',
    ]
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, value) => {
        try {
          parseWebhook(withField(purchaseCall(), path, value))
        } catch (error) {
          expect(error).toBeInstanceOf(WebhookPayloadError)
          expect((error as WebhookPayloadError).field.startsWith(path)).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })
})
