import { createHostApiClient, HostApiError } from '@rampkit/core'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { KEY, LEGACY_QUOTE, OFFRAMP, ONRAMP } from '../../test/helpers.js'
import { createSandbox } from '../app.js'

// The client's check and the sandbox both read core's quote request rules' table: for the same
// request they answer the same first broken rule (field and code), and accept the same bodies.

const sandbox = createSandbox()
const ORIGIN = 'http://127.0.0.1:8787'

/** What the client's check says of `body`: the rule it rejects with, or null (it sent it). */
async function clientAnswer(
  send: (client: ReturnType<typeof createHostApiClient>) => Promise<unknown>,
): Promise<{ field: unknown; rule: unknown } | null> {
  const client = createHostApiClient({
    baseUrl: `${ORIGIN}/api`,
    hostApiKey: KEY,
    retries: 0,
    // the check is what is compared; what the sandbox answers the client does not matter here
    fetch: async () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
  })
  try {
    await send(client)
    return null
  } catch (error) {
    if (!(error instanceof HostApiError) || error.status !== 0) throw error
    expect(error.code).toBe('INVALID_REQUEST')
    return { field: error.details?.field, rule: error.details?.rule }
  }
}

/** What the sandbox's HTTP handler answers to the body as JSON: its first issue, or null. */
async function sandboxAnswer(
  path: string,
  body: unknown,
): Promise<{ field: unknown; rule: unknown } | null> {
  const res = await sandbox.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await res.json()) as { code?: string; fields?: { path: string; rule?: string }[] }
  if (answer.code !== 'INVALID_REQUEST') return null
  expect(res.status).toBe(400)
  const [first] = answer.fields ?? []
  return { field: first?.path, rule: first?.rule }
}

// Values a JSON body can carry (no undefined, NaN or Infinity: JSON has none), good and bad.
const absent = fc.constant(undefined)
const junk = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
)
/** A field's value: mostly good, else absent, JSON junk or a near miss. */
const field = (good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 8, arbitrary: good },
    { weight: 1, arbitrary: absent },
    { weight: 1, arbitrary: junk },
    { weight: 2, arbitrary: bad },
  )

const asset = (legacy: boolean) =>
  field(
    legacy
      ? fc.constantFrom('ETH', 'USDC', 'USDC.e', 'ETH_ETH', 'eth')
      : fc.constantFrom('ETH_ETH', 'ETH_USDC', 'BASE_USDC', 'MATIC_USDC.e', 'ETH_NOPE'),
    fc.constantFrom('eth_eth', 'ETH_', '_USDC', 'ETH USDC', `A_${'B'.repeat(63)}`, ''),
  )
const currency = field(
  fc.constantFrom('EUR', 'usd', 'GBP', 'BRL', 'XXX'),
  fc.constantFrom('EURO', 'E1R', 'EU', ''),
)
const cryptoAmount = field(
  fc.bigInt({ min: 1n, max: 10n ** 24n }).map(String),
  fc.oneof(
    fc.bigInt({ min: 10n ** 77n, max: 10n ** 80n }).map(String),
    fc.constantFrom('0', '000', '-1', '1.5', '1e18', ' 1', '', '0x10'),
  ),
)
const fiatValue = field(
  fc.oneof(fc.double({ min: 0.01, max: 1e6, noNaN: true }), fc.constantFrom(100, 12.345)),
  fc.oneof(
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(0, -1, 1e300, Number.MIN_VALUE, 0.001, '100'),
  ),
)
// Exactly one amount most of the time; neither and both too.
const amounts = fc.oneof(
  { weight: 4, arbitrary: fc.record({ cryptoAmount }) },
  { weight: 4, arbitrary: fc.record({ fiatValue }) },
  { weight: 1, arbitrary: fc.record({ cryptoAmount, fiatValue }) },
  { weight: 1, arbitrary: fc.constant({}) },
)
const country = field(fc.constantFrom('de', 'US', 'br'), fc.constantFrom('DEU', 'D', ''))
const region = field(fc.constantFrom('BY', 'ny', 'CA', '12'), fc.constantFrom('BY-1', 'ABCD', ''))
const method = field(
  fc.constantFrom('CARD_PAYMENT', 'APPLE_PAY', 'MANUAL_BANK_TRANSFER'),
  fc.constantFrom('PIX', 'GOOGLEPAY', 'card'),
)

/** A body: `fields` (the asset and currency always there, the rest maybe) and its amounts. */
const bodyOf = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .tuple(fc.record(fields, { requiredKeys: ['cryptoAssetSymbol', 'fiatCurrency'] }), amounts)
    .map(([some, amount]) => ({ ...some, ...amount }))
const v3Body = bodyOf({
  cryptoAssetSymbol: asset(false),
  fiatCurrency: currency,
  userCountryCode: country,
  userRegionCode: region,
  somethingElse: junk,
})
const legacyBody = bodyOf({
  cryptoAssetSymbol: asset(true),
  fiatCurrency: currency,
  paymentMethodType: method,
  userCountryCode: country,
})
// Not an object at all (an array is left out: the client sends the object of its entries).
const notAnObject = fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 4 }))

/** JSON's view of a body: what both sides get (undefined keys dropped, -0 is 0). */
const asJson = (body: unknown) => JSON.parse(JSON.stringify(body)) as unknown

const endpoints = [
  ['v3.getOnrampQuote', ONRAMP, v3Body],
  ['v3.getOfframpQuote', OFFRAMP, v3Body],
  ['legacy.getQuote', LEGACY_QUOTE, legacyBody],
] as const

describe("the client's check and the sandbox answer the same quote rule", () => {
  it.each(endpoints)(
    '%s: same first broken rule, same bodies accepted',
    async (name, path, body) => {
      // the client's development warnings (QUOTE_WARNINGS) are not what is compared
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const accepted = { client: 0, sandbox: 0 }
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ weight: 9, arbitrary: body }, notAnObject),
          async (generated) => {
            const json = asJson(generated)
            const [group, method] = name.split('.') as ['v3' | 'legacy', string]
            const client = await clientAnswer((c) =>
              (c[group] as unknown as Record<string, (body: unknown) => Promise<unknown>>)[method]!(
                json,
              ),
            )
            const served = await sandboxAnswer(path, json)
            expect(served, JSON.stringify(json)).toEqual(client)
            if (client === null) accepted.client++
            if (served === null) accepted.sandbox++
          },
        ),
        { numRuns: 300 },
      )
      // The generators reach good bodies too, not only bad ones: about one in ten, so a floor of
      // 10 of 300 (a floor of 30 failed a run that drew 29).
      expect(accepted.client).toBeGreaterThanOrEqual(10)
      expect(accepted.sandbox).toBe(accepted.client)
      warn.mockRestore()
    },
    // a few hundred requests: more than the default 5 s on a busy machine
    60_000,
  )

  it('a bad request names the rule in both: the client in details.rule, the sandbox per field', async () => {
    const body = {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 5,
      cryptoAmount: '1',
    }
    expect(await clientAnswer((c) => c.v3.getOnrampQuote(body as never))).toEqual({
      field: 'fiatValue',
      rule: 'AMOUNT_CONFLICT',
    })
    expect(await sandboxAnswer(ONRAMP, body)).toEqual({
      field: 'fiatValue',
      rule: 'AMOUNT_CONFLICT',
    })
  })

  it("the legacy quote takes any payment method name; one it does not have is the pricing's answer", async () => {
    const res = await sandbox.fetch(`${ORIGIN}${LEGACY_QUOTE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // PIX is a V3 method only: the legacy quote has none of that name
      body: JSON.stringify({
        cryptoAssetSymbol: 'ETH',
        fiatCurrency: 'BRL',
        fiatValue: 100,
        paymentMethodType: 'PIX',
      }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      code: 'UNSUPPORTED_PAYMENT_METHOD',
      field: 'paymentMethodType',
    })
  })
})
