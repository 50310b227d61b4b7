// One rule for each field across every layer (issue 10, point 4): the same table of values
// goes through the client's input rules (createHostApiClient, validateQuoteParams), the valibot
// schemas, the webhook parser and the sandbox, and every layer must say the same.
import { createHostApiClient, isHostApiError, validateQuoteParams } from '@rampkit/core'
import {
  LegacyQuoteRequestBodySchema,
  QuoteRequestBodySchema,
  ServicePurchaseSchema,
  ServiceSaleSchema,
} from '@rampkit/core/schemas'
import { parseWebhook } from '@rampkit/core/webhooks'
import { createSandbox, DEMO_HOST_API_KEY } from '@rampkit/sandbox'
import { describe, expect, it } from 'vitest'

// The schemas are Standard Schema objects: checked without importing valibot here.
const v = {
  is(schema: { '~standard': { validate(value: unknown): unknown } }, value: unknown): boolean {
    const result = schema['~standard'].validate(value) as { issues?: unknown }
    return result.issues === undefined
  },
}

const sandbox = createSandbox({ rateLimit: 0 })
const client = createHostApiClient({
  baseUrl: 'http://localhost/api',
  hostApiKey: DEMO_HOST_API_KEY,
  fetch: sandbox.fetch as typeof fetch,
  retries: 0,
})

type Body = Record<string, unknown>
const REMOVE = Symbol('remove')
const base: Body = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }
const byCrypto: Body = {
  cryptoAssetSymbol: 'ETH_ETH',
  fiatCurrency: 'EUR',
  cryptoAmount: '10000000000000000',
}

function withField(body: Body, key: string, value: unknown): Body {
  const copy = { ...body }
  if (value === REMOVE) delete copy[key]
  else copy[key] = value
  return copy
}

/** [field, value, accepted, body it goes into] */
const requestCases: [string, unknown, boolean, Body][] = [
  ['cryptoAssetSymbol', 'ETH_ETH', true, base],
  ['cryptoAssetSymbol', 'MATIC_USDC.e', true, base],
  ['cryptoAssetSymbol', 'ETH_usdc', true, base],
  ['cryptoAssetSymbol', 'eth_eth', false, base],
  ['cryptoAssetSymbol', 'ETH', false, base],
  ['cryptoAssetSymbol', 'ETH_', false, base],
  ['cryptoAssetSymbol', 'ETH-USDC', false, base],
  ['cryptoAssetSymbol', 'ETH_USDC_X', false, base],
  ['cryptoAssetSymbol', `ETH_${'A'.repeat(61)}`, false, base],
  ['cryptoAssetSymbol', 42, false, base],
  ['fiatCurrency', 'EUR', true, base],
  ['fiatCurrency', 'eur', true, base],
  ['fiatCurrency', 'EURO', false, base],
  ['fiatCurrency', 'E1R', false, base],
  ['fiatCurrency', '', false, base],
  ['fiatValue', 100, true, base],
  ['fiatValue', 0.01, true, base],
  ['fiatValue', 0, false, base],
  ['fiatValue', -1, false, base],
  ['fiatValue', '100', false, base],
  ['cryptoAmount', '10000000000000000', true, byCrypto],
  ['cryptoAmount', '0', false, byCrypto],
  ['cryptoAmount', '000', false, byCrypto],
  ['cryptoAmount', '1.5', false, byCrypto],
  ['cryptoAmount', '1e18', false, byCrypto],
  ['cryptoAmount', '9'.repeat(79), false, byCrypto],
  ['cryptoAmount', 1, false, byCrypto],
  ['fiatValue', null, true, byCrypto],
  ['userCountryCode', 'DE', true, base],
  ['userCountryCode', 'de', true, base],
  ['userCountryCode', 'DEU', false, base],
  ['userCountryCode', null, true, base],
  ['userRegionCode', 'BY', true, base],
  ['userRegionCode', '01', true, base],
  ['userRegionCode', 'BAYERN', false, base],
]

/** What each layer says about a V3 quote body: true = accepted as well-formed. */
async function verdicts(body: Body) {
  const sent = await client.v3.getOnrampQuote(body as never).then(
    () => true,
    (error: unknown) => !(isHostApiError(error, 'INVALID_REQUEST') && error.status === 0),
  )
  const params = validateQuoteParams(body)
  const answer = await sandbox.fetch(
    `/api/host-api/v3/onramp/quote/all?hostApiKey=${DEMO_HOST_API_KEY}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  )
  const sandboxCode = answer.ok ? undefined : ((await answer.json()) as { code: string }).code
  return {
    client: sent,
    quoteParams: params === undefined || !params.code.startsWith('INVALID'),
    schema: v.is(QuoteRequestBodySchema, body),
    sandbox: sandboxCode !== 'INVALID_REQUEST',
  }
}

describe('request fields: client, quote params, schema and sandbox agree', () => {
  it.each(requestCases)('%s = %j → accepted: %s', async (field, value, accepted, body) => {
    const all = await verdicts(withField(body, field, value))
    expect(all).toEqual({
      client: accepted,
      quoteParams: accepted,
      schema: accepted,
      sandbox: accepted,
    })
  })

  it.each([
    ['ETH', true],
    ['USDC.e', true],
    ['ETH_USDC', true],
    ['eth usdc', false],
    ['', false],
  ] as const)('legacy cryptoAssetSymbol %j → accepted: %s', async (symbol, accepted) => {
    const body = { cryptoAssetSymbol: symbol, fiatCurrency: 'EUR', fiatValue: 100 }
    const sent = await client.legacy.getQuote(body).then(
      () => true,
      (error: unknown) => !(isHostApiError(error, 'INVALID_REQUEST') && error.status === 0),
    )
    const answer = await sandbox.fetch(`/api/host-api/quote?hostApiKey=${DEMO_HOST_API_KEY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const code = answer.ok ? undefined : ((await answer.json()) as { code: string }).code
    expect({
      client: sent,
      schema: v.is(LegacyQuoteRequestBodySchema, body),
      sandbox: code !== 'INVALID_REQUEST',
    }).toEqual({ client: accepted, schema: accepted, sandbox: accepted })
  })
})

async function sandboxPurchase(): Promise<Body> {
  const response = await sandbox.fetch('/sandbox/purchases', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cryptoAssetSymbol: 'ETH_USDC',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      receiverAddress: `0x${'11'.repeat(20)}`,
    }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as Body
}

async function sandboxSale(): Promise<Body> {
  const response = await sandbox.fetch('/sandbox/sales', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as Body
}

function setPath(body: Body, path: string, value: unknown): Body {
  const copy = structuredClone(body)
  const keys = path.split('.')
  let target = copy as Record<string, unknown>
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>
  const last = keys.at(-1)!
  if (value === REMOVE) delete target[last]
  else target[last] = value
  return copy
}

/** [path in a purchase, value, accepted] */
const purchaseCases: [string, unknown, boolean][] = [
  ['createdAt', '2026-01-31T12:00:00.000Z', true],
  ['createdAt', '2026-01-31T12:00Z', true],
  ['createdAt', '2026-01-31T12:00:00+01:00', true],
  ['createdAt', '2026-01-31T12:00:00', false],
  ['createdAt', '2026-01-31', false],
  ['createdAt', 'Jan 31 2026 12:00', false],
  ['createdAt', '2026-13-45T00:00:00Z', false],
  ['cryptoAmount', '0', true],
  ['cryptoAmount', '9'.repeat(78), true],
  ['cryptoAmount', '9'.repeat(79), false],
  ['cryptoAmount', '1.5', false],
  ['asset.decimals', 0, true],
  ['asset.decimals', 255, true],
  ['asset.decimals', 256, false],
  ['asset.decimals', 1.5, false],
  ['asset.address', null, true],
  ['asset.address', REMOVE, true],
  ['asset.address', 42, false],
  ['finalTxHash', null, true],
  ['finalTxHash', 0, false],
  ['newFieldFromANewerService', { any: 'thing' }, true],
]

describe('response fields: the schemas and the webhook parser agree, on what the sandbox sends', () => {
  it('the sandbox purchase and sale pass both', async () => {
    const purchase = await sandboxPurchase()
    const sale = await sandboxSale()
    expect(v.is(ServicePurchaseSchema, purchase)).toBe(true)
    expect(v.is(ServiceSaleSchema, sale)).toBe(true)
    expect(parseWebhook({ type: 'CREATED', purchase }).kind).toBe('purchase')
    expect(
      parseWebhook({ id: sale.id, type: 'CREATED', mode: 'OFFRAMP', payload: sale }).kind,
    ).toBe('sale')
  })

  it.each(purchaseCases)('purchase.%s = %j → accepted: %s', async (path, value, accepted) => {
    const purchase = setPath(await sandboxPurchase(), path, value)
    const webhook = (() => {
      try {
        parseWebhook({ type: 'CREATED', purchase })
        return true
      } catch {
        return false
      }
    })()
    expect({ schema: v.is(ServicePurchaseSchema, purchase), webhook }).toEqual({
      schema: accepted,
      webhook: accepted,
    })
  })

  it.each([
    ['createdAt', '2026-01-31T12:00:00', false],
    ['createdAt', '2026-01-31T12:00:00Z', true],
    ['crypto.amount', '9'.repeat(79), false],
    ['crypto.assetInfo.decimals', 256, false],
    ['crypto.assetInfo.address', null, true],
  ] as const)('sale.%s = %j → accepted: %s', async (path, value, accepted) => {
    const sale = setPath(await sandboxSale(), path, value)
    const webhook = (() => {
      try {
        parseWebhook({ id: 'sale-1', type: 'CREATED', mode: 'OFFRAMP', payload: sale })
        return true
      } catch {
        return false
      }
    })()
    expect({ schema: v.is(ServiceSaleSchema, sale), webhook }).toEqual({
      schema: accepted,
      webhook: accepted,
    })
  })
})
