import { createOpenApiDocument } from '@rampkit/core/openapi'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS, KEY } from '../../test/helpers.js'
import { createSandbox } from '../app.js'
import { openApiCheckingFetch } from './openapiCheckingFetch.js'
import { createOpenApiResponseValidator } from './openapiResponseValidator.js'

const check = createOpenApiResponseValidator(createOpenApiDocument())
const json = new Headers({ 'content-type': 'application/json' })

async function answer(path: string, init?: RequestInit, options?: { rateLimit?: number }) {
  const sandbox = createSandbox({ rateLimit: options?.rateLimit ?? 0 })
  const res = await sandbox.fetch(`/api${path}`, init)
  return {
    method: init?.method ?? 'GET',
    path: path.split('?')[0]!,
    status: res.status,
    headers: res.headers,
    body: await res.json(),
  }
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
const quote = { cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 100 }
const ONE_ETH = `1${'0'.repeat(18)}`

describe('createOpenApiResponseValidator', () => {
  it('accepts real sandbox answers and names their operation', async () => {
    const assets = await answer('/host-api/v3/assets?currencyCode=USD')
    expect(check(assets)).toEqual({ ok: true, operationId: 'v3.getAssets' })
    const legacy = await answer(
      `/host-api/quote?hostApiKey=${KEY}`,
      post({ ...quote, cryptoAssetSymbol: 'ETH' }),
    )
    expect(check(legacy)).toEqual({ ok: true, operationId: 'legacy.getQuote' })
  })

  it('fails a deliberately wrong body: a missing field, a wrong type, a broken rule', async () => {
    const assets = await answer('/host-api/v3/assets')
    const body = assets.body as { assets: Record<string, unknown>[]; currencyCode?: unknown }
    const missing = structuredClone(body)
    delete missing.currencyCode
    expect(check({ ...assets, body: missing })).toMatchObject({
      ok: false,
      problems: [expect.stringContaining("must have required property 'currencyCode'")],
    })
    const wrongType = structuredClone(body)
    wrongType.assets[0]!.decimals = '18'
    expect(check({ ...assets, body: wrongType }).ok).toBe(false)
    const brokenRule = structuredClone(body)
    brokenRule.assets[0]!.minPurchaseCryptoAmount = '1e18'
    expect(check({ ...assets, body: brokenRule }).ok).toBe(false)
  })

  it('fails an error answer without a code, a 2xx off the document, an undocumented path', async () => {
    expect(
      check({
        method: 'GET',
        path: '/host-api/v3/assets',
        status: 400,
        headers: json,
        body: { message: 'x' },
      }),
    ).toMatchObject({ ok: false, operationId: 'v3.getAssets' })
    expect(
      check({ method: 'GET', path: '/host-api/v3/nope', status: 200, headers: json, body: {} }),
    ).toMatchObject({ ok: false, operationId: undefined })
    expect(
      check({
        method: 'GET',
        path: '/host-api/v3/nope',
        status: 404,
        headers: json,
        body: { code: 'NOT_FOUND' },
      }),
    ).toEqual({ ok: true, operationId: undefined })
    const sale = await answer('/host-api/v3/currencies')
    expect(check({ ...sale, headers: new Headers({ 'content-type': 'text/plain' }) }).ok).toBe(
      false,
    )
  })

  it('429 needs Retry-After in seconds', async () => {
    const sandbox = createSandbox({ rateLimit: 1 })
    let limited: Response | undefined
    for (let i = 0; i < 5 && !limited; i++) {
      const res = await sandbox.fetch('/api/host-api/countries')
      if (res.status === 429) limited = res
    }
    expect(limited).toBeDefined()
    const body = await limited!.json()
    const base = { method: 'GET', path: '/host-api/countries', status: 429, body }
    expect(check({ ...base, headers: limited!.headers })).toEqual({
      ok: true,
      operationId: 'legacy.getCountries',
    })
    expect(check({ ...base, headers: json })).toMatchObject({
      ok: false,
      problems: ['header Retry-After is missing'],
    })
    const notSeconds = new Headers({ 'content-type': 'application/json', 'retry-after': 'soon' })
    expect(check({ ...base, headers: notSeconds }).ok).toBe(false)
  })

  it('every endpoint answers as documented, successes and errors alike', async () => {
    const sandbox = createSandbox({ rateLimit: 0 })
    const seen = new Map<string, Set<number>>()
    const fetch = openApiCheckingFetch(sandbox.fetch, {
      onCheck: (report) => {
        expect(report.ok ? [] : report.problems, `${report.method} ${report.path}`).toEqual([])
        const key = report.operationId ?? 'none'
        seen.set(key, (seen.get(key) ?? new Set()).add(report.status))
      },
    })
    const create = async (kind: 'purchases' | 'sales', body: object) =>
      (await (await sandbox.fetch(`/sandbox/${kind}`, post(body))).json()) as {
        id: string
        purchaseViewToken: string
      }
    const purchase = await create('purchases', {
      ...quote,
      paymentMethodType: 'MANUAL_BANK_TRANSFER',
      receiverAddress: EVM_ADDRESS,
    })
    const sale = await create('sales', {
      ...quote,
      fiatValue: undefined,
      cryptoAmount: ONE_ETH,
    })
    const calls: [string, RequestInit?][] = [
      [`/host-api/v3/assets?withHidden=true&withDisabled=true&hostApiKey=${KEY}`],
      ['/host-api/v3/assets?currencyCode=XYZ'],
      ['/host-api/v3/assets?withHidden=maybe'],
      ['/host-api/v3/offramp/assets?currencyCode=GBP'],
      ['/host-api/v3/currencies?countryCode=gb'],
      ['/host-api/v3/currencies?countryCode=gbr'],
      [`/host-api/offramp/sale/${sale.id}?secret=${sale.purchaseViewToken}`],
      [`/host-api/offramp/sale/${sale.id}?secret=wrong`],
      [`/host-api/offramp/sale/${sale.id}`],
      [`/host-api/v3/onramp/quote/all?hostApiKey=${KEY}`, post(quote)],
      [`/host-api/v3/onramp/quote/all?hostApiKey=${KEY}`, post({ ...quote, cryptoAmount: '1' })],
      [`/host-api/v3/onramp/quote/all`, post(quote)],
      [`/host-api/v3/onramp/quote/all?hostApiKey=nope`, post(quote)],
      [
        `/host-api/v3/offramp/quote/all?hostApiKey=${KEY}`,
        post({ ...quote, fiatValue: undefined, cryptoAmount: ONE_ETH }),
      ],
      [`/host-api/v3/offramp/quote/all?hostApiKey=${KEY}`, { ...post(quote), body: '{' }],
      ['/host-api/v2/assets?currencyCode=BRL'],
      ['/host-api/assets?onlyEnabled=true&omitHidden=true'],
      ['/host-api/countries'],
      ['/host-api/countries', { method: 'DELETE' }],
      [
        `/host-api/quote?hostApiKey=${KEY}`,
        post({ ...quote, cryptoAssetSymbol: 'ETH', paymentMethodType: 'CARD_PAYMENT' }),
      ],
      [`/host-api/quote?hostApiKey=${KEY}`, post({ ...quote, cryptoAssetSymbol: 'NOPE' })],
      [`/host-api/purchase/${purchase.id}?secret=${purchase.purchaseViewToken}`],
      [`/host-api/purchase/unknown?secret=x`],
      ['/host-api/v4/assets'],
    ]
    for (const [path, init] of calls) await fetch(`/api${path}`, init)
    const ok = [...seen].filter(([, statuses]) => statuses.has(200)).map(([id]) => id)
    expect(ok.sort()).toEqual([
      'legacy.getAssets',
      'legacy.getCountries',
      'legacy.getPurchase',
      'legacy.getQuote',
      'v2.getAssets',
      'v3.getAssets',
      'v3.getCurrencies',
      'v3.getOfframpAssets',
      'v3.getOfframpQuote',
      'v3.getOnrampQuote',
      'v3.getSale',
    ])
    const errors = [...seen.values()].flatMap((s) => [...s]).filter((s) => s >= 400)
    expect(new Set(errors)).toEqual(new Set([400, 401, 403, 404, 405]))
  })

  it('never throws on hostile answers (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'POST', 'PUT'),
        fc.oneof(
          fc.constantFrom('/host-api/v3/assets', '/host-api/purchase/x', '/host-api/quote'),
          fc.string(),
        ),
        fc.integer({ min: 100, max: 599 }),
        fc.jsonValue(),
        (method, path, status, body) => {
          const result = check({ method, path, status, headers: json, body })
          expect(typeof result.ok).toBe('boolean')
        },
      ),
      { numRuns: 300 },
    )
  })
})
