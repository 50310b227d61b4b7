import { PAYMENT_METHODS, PAYOUT_METHODS } from '@rampkit/core'
import { describe, expect, it } from 'vitest'
import { createSandbox } from '../src/app.js'
import { openApiCheckingFetch } from '../src/routes/openapiCheckingFetch.js'
import {
  EVM_ADDRESS,
  getJson,
  KEY,
  LEGACY_QUOTE,
  OFFRAMP,
  ONRAMP,
  postJson,
  QUOTED_ASSETS,
} from './helpers.js'
import {
  COUNTRY,
  CURRENCY,
  expectShape,
  LEGACY_CONFIG,
  LEGACY_QUOTE as LEGACY_QUOTE_SHAPE,
  METHOD_QUOTE,
  OFFRAMP_ASSET,
  OFFRAMP_CONFIG,
  SERVICE_PURCHASE,
  SERVICE_SALE,
  V2_ASSET,
  V3_ASSET,
  V3_CONFIG,
} from './shapes.js'

// Every response held to the field tables of spec section 2, version by version.
// Every host API answer is also held to the OpenAPI document the sandbox serves.
const sandbox = { fetch: openApiCheckingFetch(createSandbox().fetch) }
const CURRENCIES = ['EUR', 'USD', 'GBP', 'BRL', 'MXN']
// about 400 EUR in each currency: inside every asset's limits
const AMOUNT: Record<string, number> = { EUR: 400, USD: 430, GBP: 340, BRL: 2350, MXN: 8000 }
const ALL = 'withDisabled=true&withHidden=true'

describe('contract: asset endpoints', () => {
  it.each(CURRENCIES)(
    'V3 on-ramp assets (2.1, 2.2) in %s, with and without a key',
    async (currency) => {
      for (const key of ['', `&hostApiKey=${KEY}`]) {
        const res = await getJson(
          sandbox,
          `/api/host-api/v3/assets?currencyCode=${currency}&${ALL}${key}`,
        )
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toMatch(/^application\/json/)
        expectShape(res.body, V3_CONFIG(V3_ASSET))
        expect('enabledFeatures' in res.body).toBe(key !== '')
        expect(res.body.currencyCode).toBe(currency)
        const assets = res.body.assets as Record<string, unknown>[]
        for (const asset of assets) {
          expect(asset.currencyCode).toBe(currency)
          // V3: NATIVE for natives, which carry no address; tokens carry one
          if (asset.type === 'NATIVE') expect('address' in asset).toBe(false)
          else expect(typeof asset.address).toBe('string')
        }
        expect(assets.some((a) => a.type === 'NATIVE')).toBe(true)
      }
    },
  )

  it.each(CURRENCIES)(
    'V3 off-ramp assets (2.3) in %s: no fee fields, address always',
    async (currency) => {
      const res = await getJson(
        sandbox,
        `/api/host-api/v3/offramp/assets?currencyCode=${currency}&${ALL}&hostApiKey=${KEY}`,
      )
      expect(res.status).toBe(200)
      expectShape(res.body, OFFRAMP_CONFIG)
      for (const key of ['minFeeAmount', 'minFeePercent', 'maxFeePercent'])
        expect(key in res.body).toBe(false)
      const assets = res.body.assets as Record<string, unknown>[]
      expect(assets.length).toBeGreaterThan(0)
      for (const asset of assets) {
        expect('address' in asset).toBe(true)
        expect(asset.address === null).toBe(asset.type === 'NATIVE')
      }
    },
  )

  it('V2 assets (4.7): no chain, blockchain type for natives', async () => {
    const res = await getJson(sandbox, `/api/host-api/v2/assets?${ALL}&hostApiKey=${KEY}`)
    expect(res.status).toBe(200)
    expectShape(res.body, V3_CONFIG(V2_ASSET))
    const assets = res.body.assets as Record<string, unknown>[]
    const natives = assets.filter((a) => !('address' in a))
    expect(natives.map((a) => a.type)).toEqual(['ETH', 'BTC', 'MATIC', 'SOLANA', 'BASE'])
    expect(assets.some((a) => a.type === 'NATIVE')).toBe(false)
  })

  it('legacy assets (2.5): Eur-suffixed fields, no chain or currencyCode', async () => {
    for (const query of ['', `?hostApiKey=${KEY}`, '?onlyEnabled=true&omitHidden=true']) {
      const res = await getJson(sandbox, `/api/host-api/assets${query}`)
      expect(res.status).toBe(200)
      expectShape(res.body, LEGACY_CONFIG)
      for (const asset of res.body.assets as Record<string, unknown>[]) {
        expect(asset.type).not.toBe('NATIVE')
      }
    }
  })

  it('currencies (2.4) and countries (2.6)', async () => {
    const currencies = await getJson<unknown[]>(sandbox, '/api/host-api/v3/currencies')
    expect(currencies.status).toBe(200)
    expect(currencies.body).toHaveLength(5)
    for (const c of currencies.body) expectShape(c, CURRENCY)
    const countries = await getJson<unknown[]>(sandbox, '/api/host-api/countries')
    expect(countries.status).toBe(200)
    for (const c of countries.body) expectShape(c, COUNTRY)
  })
})

describe('contract: quotes (2.8)', () => {
  const assets = QUOTED_ASSETS

  /** The quote at `path` for asset `id` and `AMOUNT[currency]`, which must be answered (200). */
  async function quoted(path: string, id: string, currency: string) {
    const res = await postJson(sandbox, path, {
      cryptoAssetSymbol: id,
      fiatCurrency: currency,
      fiatValue: AMOUNT[currency],
    })
    expect(res.status, `${id} ${JSON.stringify(res.body)}`).toBe(200)
    return res.body
  }

  it.each(CURRENCIES)(
    'V3 on-ramp quote in %s: asset + one QuoteResultForPaymentMethod per method',
    async (currency) => {
      for (const id of assets) {
        const { asset, ...methods } = await quoted(ONRAMP, id, currency)
        expectShape(asset, V3_ASSET)
        expect(Object.keys(methods).length).toBeGreaterThan(0)
        for (const [name, quote] of Object.entries(methods)) {
          expect(PAYMENT_METHODS).toContain(name)
          expectShape(quote, METHOD_QUOTE)
          expect((quote as { fiatCurrency: string }).fiatCurrency).toBe(currency)
        }
      }
    },
  )

  it.each(['EUR', 'USD', 'GBP', 'MXN'])(
    'V3 off-ramp quote in %s: OfframpAssetInfo + payout methods',
    async (currency) => {
      for (const id of assets.filter((a) => a !== 'SOLANA_USDC')) {
        const { asset, ...methods } = await quoted(OFFRAMP, id, currency)
        expectShape(asset, OFFRAMP_ASSET)
        for (const [name, quote] of Object.entries(methods)) {
          expect(PAYOUT_METHODS).toContain(name)
          expectShape(quote, METHOD_QUOTE)
        }
      }
    },
  )

  it('legacy quote fills every legacy field, with PublicAssetDetails', async () => {
    for (const body of [
      { cryptoAssetSymbol: 'ETH', fiatCurrency: 'EUR', fiatValue: 100 },
      { cryptoAssetSymbol: 'ETH_USDC', fiatCurrency: 'USD', cryptoAmount: '50000000' },
      {
        cryptoAssetSymbol: 'BTC',
        fiatCurrency: 'GBP',
        fiatValue: 300,
        paymentMethodType: 'CARD_PAYMENT',
      },
    ]) {
      const res = await postJson(sandbox, LEGACY_QUOTE, body)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expectShape(res.body, LEGACY_QUOTE_SHAPE)
    }
  })
})

describe('contract: purchases and sales', () => {
  it('ServicePurchase (2.10) from the control API and the legacy status endpoint', async () => {
    const created = await postJson(sandbox, '/sandbox/purchases', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      receiverAddress: EVM_ADDRESS,
    })
    expect(created.status).toBe(201)
    expectShape(created.body, SERVICE_PURCHASE)
    const { id, purchaseViewToken } = created.body as { id: string; purchaseViewToken: string }
    const read = await getJson(sandbox, `/api/host-api/purchase/${id}?secret=${purchaseViewToken}`)
    expect(read.status).toBe(200)
    expectShape(read.body, SERVICE_PURCHASE)
    expect(read.body).toEqual(created.body)
  })

  it('ServiceSale (2.9) has no status field', async () => {
    const created = await postJson(sandbox, '/sandbox/sales', {
      cryptoAssetSymbol: 'ETH_USDC',
      fiatCurrency: 'EUR',
      cryptoAmount: '100000000',
    })
    expect(created.status).toBe(201)
    expectShape(created.body, SERVICE_SALE)
    const { id, purchaseViewToken } = created.body as { id: string; purchaseViewToken: string }
    const read = await getJson(
      sandbox,
      `/api/host-api/offramp/sale/${id}?secret=${purchaseViewToken}`,
    )
    expect(read.status).toBe(200)
    expect(read.body).toEqual(created.body)
    expect('status' in read.body).toBe(false)
  })
})
