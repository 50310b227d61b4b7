import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ServicePurchaseSchema, ServiceSaleSchema } from '../schemas/transactions.js'
import { purchaseFixture, saleFixture } from './fixtures.js'
import type { JsonValue } from './readJsonBody.js'
import { validatePurchase, validateSale } from './validatePayloads.js'
import { WebhookPayloadError } from './WebhookPayloadError.js'

// The webhooks check a ServicePurchase and a ServiceSale by hand (their entry must stay small),
// the client's schemas with valibot: both must accept and refuse the same bodies.

const MISSING = Symbol('missing')

/** Wrong types and near misses of every field's rule (empty, blank, out of range, not ISO…). */
const NEAR_MISSES: readonly unknown[] = [
  ...['', ' ', '1', '01', '-1', '1.5', 'x', '2026-01-31', '2026-01-31T12:00Z'],
  ...[null, true, 0, -1, 1.5, 255, 256, [], {}, MISSING],
]

/** Mostly a valid value; sometimes a near miss, any JSON value, or no field. */
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 40, arbitrary: valid },
    { weight: 2, arbitrary: fc.constantFrom(...NEAR_MISSES) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
  )

/** An object of `fields`, without the ones drawn as missing. */
const shape = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .record(Object.fromEntries(Object.entries(fields).map(([key, valid]) => [key, field(valid)])))
    .map((drawn) =>
      Object.fromEntries(Object.entries(drawn).filter(([, value]) => value !== MISSING)),
    )

const id = fc.string({ minLength: 1, maxLength: 8 })
const text = fc.string({ maxLength: 8 })
const nullableText = fc.option(text, { nil: null })
const amount = fc.double({ noNaN: true, noDefaultInfinity: true })
const decimals = fc.integer({ min: 0, max: 255 })
const baseUnits = fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String)
const timestamp = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString())

const purchase = shape({
  id,
  endTime: timestamp,
  asset: shape({ address: nullableText, symbol: id, name: text, decimals, type: text }),
  cryptoAmount: baseUnits,
  fiatCurrency: id,
  fiatValue: amount,
  assetExchangeRate: amount,
  assetExchangeRateEur: amount,
  baseServiceFee: amount,
  networkFee: amount,
  appliedFee: amount,
  purchaseViewToken: id,
  receiverAddress: id,
  createdAt: timestamp,
  updatedAt: timestamp,
  status: text,
  finalTxHash: nullableText,
  paymentMethodType: text,
})

const sale = shape({
  id,
  purchaseViewToken: id,
  createdAt: timestamp,
  crypto: shape({
    amount: baseUnits,
    assetInfo: shape({
      address: nullableText,
      symbol: id,
      chain: id,
      type: text,
      name: text,
      decimals,
    }),
  }),
  fiat: shape({ amount, currencySymbol: id }),
})

/** Whether the webhook validator accepts `value` (any other error than a payload's fails the test). */
function webhookAccepts(validate: (value: JsonValue, path: string) => unknown, value: unknown) {
  try {
    validate(value as JsonValue, 'body')
    return true
  } catch (error) {
    if (error instanceof WebhookPayloadError) return false
    throw error
  }
}

/** Every field's path in `body`, nested objects' fields included. */
function fieldPaths(body: object, prefix: string[] = []): string[][] {
  return Object.entries(body).flatMap(([key, value]) => {
    const path = [...prefix, key]
    const nested = value !== null && typeof value === 'object' && !Array.isArray(value)
    return nested ? [path, ...fieldPaths(value, path)] : [path]
  })
}

/** `body` with the field at `path` set to `value` (`MISSING`: removed). */
function withField(body: object, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>
  let parent = copy
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>
  const last = path.at(-1)!
  if (value === MISSING) delete parent[last]
  else parent[last] = value
  return copy
}

describe('the webhooks and the schemas agree on every generated body', () => {
  for (const [name, arbitrary, validate, schema, valid] of [
    ['ServicePurchase', purchase, validatePurchase, ServicePurchaseSchema, purchaseFixture()],
    ['ServiceSale', sale, validateSale, ServiceSaleSchema, saleFixture()],
  ] as const) {
    it(`${name}: every field of a valid body set to each near miss, or removed`, () => {
      expect(webhookAccepts(validate, valid)).toBe(true)
      expect(v.safeParse(schema, valid).success).toBe(true)
      let refused = 0
      for (const path of fieldPaths(valid)) {
        for (const nearMiss of NEAR_MISSES) {
          const body = withField(valid, path, nearMiss)
          const byWebhook = webhookAccepts(validate, body)
          if (!byWebhook) refused++
          expect(v.safeParse(schema, body).success, `${path.join('.')} = ${String(nearMiss)}`).toBe(
            byWebhook,
          )
        }
      }
      expect(refused).toBeGreaterThan(100)
    })

    it(`${name}: accepted by both or refused by both`, () => {
      let accepted = 0
      fc.assert(
        fc.property(arbitrary, (generated) => {
          // What a webhook parser sees: JSON (no undefined, no -0 against 0 surprises).
          const body: unknown = JSON.parse(JSON.stringify(generated))
          const byWebhook = webhookAccepts(validate, body)
          if (byWebhook) accepted++
          expect(v.safeParse(schema, body).success).toBe(byWebhook)
        }),
        { numRuns: 2000 },
      )
      // Both sides of the agreement were exercised.
      expect(accepted).toBeGreaterThan(100)
      expect(accepted).toBeLessThan(1900)
    })
  }
})
