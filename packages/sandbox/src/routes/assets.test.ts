import { describe, expect, it } from 'vitest'
import { getJson, KEY } from '../../test/helpers.js'
import { createSandbox } from '../app.js'

type Asset = Record<string, unknown> & {
  symbol: string
  chain?: string
  enabled: boolean
  hidden: boolean
}
type Config = { assets: Asset[] } & Record<string, unknown>

const sandbox = createSandbox()
const ids = (body: Config) => body.assets.map((a) => `${a.chain}_${a.symbol}`)
const get = (path: string) => getJson<Config>(sandbox, path)

describe('GET /host-api/v3/assets', () => {
  it('lists enabled, visible assets in EUR by default', async () => {
    const res = await get('/api/host-api/v3/assets')
    expect(res.status).toBe(200)
    expect(res.body.currencyCode).toBe('EUR')
    expect(res.body).toMatchObject({
      minPurchaseAmount: 5,
      maxPurchaseAmount: 10000,
      minFeeAmount: 2.49,
      minFeePercent: 0.99,
      maxFeePercent: 4.9,
    })
    expect(ids(res.body)).not.toContain('ETH_DAI')
    expect(ids(res.body)).not.toContain('ETH_WBTC')
    expect(res.body.assets.every((a) => a.enabled && !a.hidden)).toBe(true)
    expect('enabledFeatures' in res.body).toBe(false)
  })

  it('withDisabled / withHidden include them', async () => {
    expect(ids((await get('/api/host-api/v3/assets?withDisabled=true')).body)).toContain('ETH_DAI')
    expect(ids((await get('/api/host-api/v3/assets?withHidden=true')).body)).toContain('ETH_WBTC')
    expect(ids((await get('/api/host-api/v3/assets?withHidden=false')).body)).not.toContain(
      'ETH_WBTC',
    )
    expect(
      (await get('/api/host-api/v3/assets?withDisabled=true&withHidden=true')).body.assets,
    ).toHaveLength(12)
  })

  it('currencyCode converts limits, fees and networkFee (lowercase accepted)', async () => {
    const res = await get('/api/host-api/v3/assets?currencyCode=usd')
    expect(res.body).toMatchObject({
      currencyCode: 'USD',
      minPurchaseAmount: 5.43,
      maxPurchaseAmount: 10869.57,
      minFeeAmount: 2.71,
    })
    const btc = res.body.assets.find((a) => a.symbol === 'BTC' && a.chain === 'BTC')!
    // 20 EUR and 5000 EUR at 0.92 EUR per USD; 2.00 EUR network fee
    expect(btc).toMatchObject({
      currencyCode: 'USD',
      minPurchaseAmount: 21.74,
      maxPurchaseAmount: 5434.78,
      minPurchaseCryptoAmount: '10000',
      networkFee: 2.17,
    })
    const eth = res.body.assets.find((a) => a.chain === 'ETH' && a.symbol === 'ETH')!
    expect(eth).toMatchObject({
      minPurchaseAmount: -1,
      maxPurchaseAmount: -1,
      minPurchaseCryptoAmount: '-1',
      networkFee: 1.63,
    })
    expect(eth.price).toEqual({
      EUR: 3200,
      USD: 3478.26087,
      GBP: 2735.042735,
      BRL: 18823.529412,
      MXN: 64000,
    })
  })

  it('hostApiKey adds enabledFeatures only when the key is accepted', async () => {
    expect((await get(`/api/host-api/v3/assets?hostApiKey=${KEY}`)).body.enabledFeatures).toEqual([
      'ONRAMP',
      'OFFRAMP',
      'WEBHOOKS',
      'SEND_CRYPTO',
    ])
    const unknown = await get('/api/host-api/v3/assets?hostApiKey=nope')
    expect(unknown.status).toBe(200)
    expect('enabledFeatures' in unknown.body).toBe(false)
  })

  it('userIp limits assets to the country of the IP: a list, [] or null', async () => {
    expect(ids((await get('/api/host-api/v3/assets?userIp=192.0.2.70')).body)).toEqual([
      'ETH_ETH',
      'ETH_USDC',
      'BTC_BTC',
      'SOLANA_SOL',
      'BASE_ETH',
      'BASE_USDC',
    ])
    expect((await get('/api/host-api/v3/assets?userIp=192.0.2.200')).body.assets).toEqual([])
    expect((await get('/api/host-api/v3/assets?userIp=192.0.2.1')).body.assets).toHaveLength(10)
    expect((await get('/api/host-api/v3/assets?userIp=2001:db8:1::9')).body.assets).toHaveLength(6)
    // an address outside the table is not restricted
    expect((await get('/api/host-api/v3/assets?userIp=8.8.8.8')).body.assets).toHaveLength(10)
  })

  it('bad query parameters: 400 naming them; unknown currency: UNKNOWN_CURRENCY', async () => {
    const res = await get(
      '/api/host-api/v3/assets?withHidden=yes&userIp=localhost&currencyCode=EURO',
    )
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('INVALID_REQUEST')
    expect((res.body.fields as { path: string }[]).map((f) => f.path).sort()).toEqual([
      'currencyCode',
      'userIp',
      'withHidden',
    ])
    const unknown = await get('/api/host-api/v3/assets?currencyCode=JPY')
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ code: 'UNKNOWN_CURRENCY', field: 'currencyCode' })
  })
})

describe('GET /host-api/v3/offramp/assets', () => {
  it('lists off-ramp assets with off-ramp limits and no fee fields', async () => {
    const res = await get('/api/host-api/v3/offramp/assets?currencyCode=GBP')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      currencyCode: 'GBP',
      minPurchaseAmount: 17.09,
      maxPurchaseAmount: 4273.5,
    })
    expect(ids(res.body)).not.toContain('SOLANA_USDC')
    const btc = res.body.assets.find((a) => a.chain === 'BTC')!
    expect(btc).toMatchObject({
      address: null,
      type: 'NATIVE',
      minPurchaseAmount: 42.74,
      maxPurchaseAmount: -1,
    })
  })
})

describe('GET /host-api/v2/assets', () => {
  it('has the V3 semantics without chain', async () => {
    const res = await get('/api/host-api/v2/assets?currencyCode=BRL&userIp=192.0.2.130')
    expect(res.body.currencyCode).toBe('BRL')
    expect(res.body.assets.map((a) => a.symbol)).toEqual([
      'ETH',
      'BTC',
      'POL',
      'USDC',
      'SOL',
      'USDC',
    ])
    expect(res.body.assets.every((a) => !('chain' in a))).toBe(true)
    expect(res.body.assets.find((a) => a.symbol === 'SOL')!.type).toBe('SOLANA')
  })
})

describe('GET /host-api/assets (legacy)', () => {
  it('lists every asset by default in EUR; onlyEnabled and omitHidden narrow it', async () => {
    const all = await get('/api/host-api/assets')
    expect(all.body.assets).toHaveLength(12)
    expect(all.body).toMatchObject({
      minPurchaseAmountEur: 5,
      maxPurchaseAmountEur: 10000,
      minFeeAmountEur: 2.49,
    })
    expect((await get('/api/host-api/assets?onlyEnabled=true')).body.assets).toHaveLength(11)
    expect((await get('/api/host-api/assets?omitHidden=true')).body.assets).toHaveLength(11)
    expect(
      (await get('/api/host-api/assets?onlyEnabled=true&omitHidden=true&userIp=198.51.100.1')).body
        .assets,
    ).toHaveLength(10)
    const eth = all.body.assets[0]!
    expect(eth).toMatchObject({ symbol: 'ETH', type: 'ETH', priceEur: 3200, networkFeeEur: 1.5 })
  })

  it('ignores currencyCode (legacy is EUR only) and validates its booleans', async () => {
    expect((await get('/api/host-api/assets?currencyCode=USD')).status).toBe(200)
    expect((await get('/api/host-api/assets?onlyEnabled=1')).status).toBe(400)
  })
})
