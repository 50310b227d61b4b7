import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalizeWebhookBody } from './canonicalizeWebhookBody.js'
import { WebhookPayloadError } from './WebhookPayloadError.js'

// Reference for JSON values: keys sorted at every level, JSON.stringify for the rest.
function reference(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(reference).join(',')}]`
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  const record = value as Record<string, unknown>
  const members = Object.keys(record)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${reference(record[key])}`)
  return `{${members.join(',')}}`
}

describe('canonicalizeWebhookBody', () => {
  it('sorts keys recursively and leaves out whitespace', () => {
    const body = { type: 'CREATED', purchase: { z: 1, a: [{ y: true, b: null }], m: 'x y' } }
    expect(canonicalizeWebhookBody(body)).toBe(
      '{"purchase":{"a":[{"b":null,"y":true}],"m":"x y","z":1},"type":"CREATED"}',
    )
  })

  it('sorts by UTF-16 code units, as Array.prototype.sort does', () => {
    expect(canonicalizeWebhookBody({ b: 1, B: 2, é: 3, a: 4, '10': 5, '9': 6 })).toBe(
      '{"10":5,"9":6,"B":2,"a":4,"b":1,"é":3}',
    )
  })

  it('follows fast-json-stable-stringify for values JSON cannot hold', () => {
    const value = {
      missing: undefined,
      fn: () => 1,
      list: [undefined, () => 1, Number.NaN, Infinity, -0],
      date: new Date(Date.UTC(2026, 0, 31)),
      custom: { toJSON: () => ({ b: 2, a: 1 }) },
    }
    expect(canonicalizeWebhookBody(value)).toBe(
      '{"custom":{"a":1,"b":2},"date":"2026-01-31T00:00:00.000Z","list":[null,null,null,null,0]}',
    )
  })

  it('escapes strings exactly like JSON.stringify', () => {
    const text = 'quote " backslash \\ newline \n tab \t nul \u0000 lone \ud800 emoji 😀'
    expect(canonicalizeWebhookBody({ text })).toBe(`{"text":${JSON.stringify(text)}}`)
  })

  it('matches a sorted-keys reference and round-trips for any JSON value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const canonical = canonicalizeWebhookBody(value)
        expect(canonical).toBe(reference(value))
        expect(JSON.parse(canonical)).toEqual(JSON.parse(JSON.stringify(value)))
        // Stable: parsing and canonicalising again gives the same bytes.
        expect(canonicalizeWebhookBody(JSON.parse(canonical))).toBe(canonical)
      }),
      { numRuns: 500 },
    )
  })

  it('throws WebhookPayloadError naming the field for a circular structure or a bigint', () => {
    const circular: Record<string, unknown> = { purchase: { asset: {} } }
    ;(circular.purchase as { asset: Record<string, unknown> }).asset.self = circular.purchase
    expect(() => canonicalizeWebhookBody(circular)).toThrow(WebhookPayloadError)
    try {
      canonicalizeWebhookBody(circular)
    } catch (error) {
      expect((error as WebhookPayloadError).field).toBe('purchase.asset.self')
    }
    expect(() => canonicalizeWebhookBody({ amount: 1n })).toThrow(/"amount" is a bigint/)
    expect(() => canonicalizeWebhookBody(undefined)).toThrow(WebhookPayloadError)
  })

  it('allows the same object twice when it is not circular', () => {
    const shared = { a: 1 }
    expect(canonicalizeWebhookBody({ x: shared, y: [shared, shared] })).toBe(
      '{"x":{"a":1},"y":[{"a":1},{"a":1}]}',
    )
  })
})
