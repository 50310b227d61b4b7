import { fromBaseUnits, getPurchaseLimits, type HostApiClient, toBaseUnits } from '@rampkit/core'
import { expect, it } from 'vitest'

/** Creates a purchase or sale through the sandbox's control API; returns its id and view token. */
export type CreateRecord = (
  kind: 'purchases' | 'sales',
  body: Record<string, unknown>,
) => Promise<{ id: string; purchaseViewToken: string }>

/** `CreateRecord` through the control API of a sandbox listening at `sandboxUrl`. */
export function createOverHttp(sandboxUrl: string): CreateRecord {
  return async (kind, body) => {
    const response = await fetch(`${sandboxUrl}/sandbox/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (response.status !== 201) throw new Error(`control API: ${response.status}`)
    return response.json() as Promise<{ id: string; purchaseViewToken: string }>
  }
}

/**
 * The 11 methods of the client against a sandbox, each checked for the spec shape it must
 * return (the client runs with `validate: validateHostApiResponse`, so every body is also
 * checked against the runtime schemas).
 */
export function itCallsEveryMethod(context: () => { client: HostApiClient; create: CreateRecord }) {
  it('v3.getAssets: chains, enabledFeatures with the key, hidden/disabled on request', async () => {
    const { client } = context()
    const config = await client.v3.getAssets({ currencyCode: 'USD' })
    expect(config.currencyCode).toBe('USD')
    expect(config.enabledFeatures).toBeInstanceOf(Array)
    expect(config.assets.length).toBeGreaterThan(3)
    expect(config.assets.every((asset) => asset.chain && asset.enabled && !asset.hidden)).toBe(true)
    const all = await client.v3.getAssets({ withHidden: true, withDisabled: true })
    expect(all.assets.length).toBeGreaterThan(config.assets.length)
    const usdc = config.assets.find((a) => a.chain === 'ETH' && a.symbol === 'USDC')!
    const limits = getPurchaseLimits(config, 'ETH_USDC')
    expect(limits.currencyCode).toBe('USD')
    expect(limits.min).toBe(
      usdc.minPurchaseAmount === -1 ? config.minPurchaseAmount : usdc.minPurchaseAmount,
    )
  })

  it('v3.getOfframpAssets: address string or null, no fee fields', async () => {
    const { client } = context()
    const config = await client.v3.getOfframpAssets()
    expect(config).not.toHaveProperty('minFeeAmount')
    const native = config.assets.find((asset) => asset.type === 'NATIVE')!
    expect(native.address).toBeNull()
  })

  it('v3.getCurrencies: all, and for one country', async () => {
    const { client } = context()
    const all = await client.v3.getCurrencies()
    expect(all.map((c) => c.fiatCurrency)).toEqual(expect.arrayContaining(['EUR', 'USD', 'GBP']))
    const forCountry = await client.v3.getCurrencies({ countryCode: 'GB' })
    expect(forCountry.length).toBeGreaterThan(0)
    expect(forCountry.length).toBeLessThanOrEqual(all.length)
  })

  it('v3.getOnrampQuote: keyed by payment method, amounts convertible', async () => {
    const { client } = context()
    const quote = await client.v3.getOnrampQuote({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
    })
    expect(quote.asset).toMatchObject({ chain: 'ETH', symbol: 'ETH' })
    const card = quote.CARD_PAYMENT!
    expect(card.fiatCurrency).toBe('EUR')
    expect(toBaseUnits(fromBaseUnits(card.cryptoAmount, quote.asset.decimals), 18)).toBe(
      card.cryptoAmount,
    )
    const byCrypto = await client.v3.getOnrampQuote({
      cryptoAssetSymbol: 'ETH_USDC',
      fiatCurrency: 'EUR',
      cryptoAmount: toBaseUnits('50', 6),
    })
    expect(Object.keys(byCrypto)).toContain('asset')
  })

  it('v3.getOfframpQuote: keyed by payout method', async () => {
    const { client } = context()
    const quote = await client.v3.getOfframpQuote({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: toBaseUnits('0.5', 18),
    })
    expect(quote.SEPA?.fiatCurrency).toBe('EUR')
    expect(Object.keys(quote).filter((k) => k !== 'asset').length).toBeGreaterThan(0)
  })

  it('v3.getSale: a sale created through the control API', async () => {
    const { client, create } = context()
    const created = await create('sales', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: toBaseUnits('1', 18),
    })
    const sale = await client.v3.getSale(created.id, created.purchaseViewToken)
    expect(sale).toMatchObject({ id: created.id, crypto: { amount: '1000000000000000000' } })
    expect(sale).not.toHaveProperty('status')
  })

  it('v2.getAssets: no chain', async () => {
    const { client } = context()
    const config = await client.v2.getAssets({ currencyCode: 'GBP' })
    expect(config.currencyCode).toBe('GBP')
    for (const asset of config.assets) expect(asset).not.toHaveProperty('chain')
  })

  it('legacy.getAssets: EUR fields', async () => {
    const { client } = context()
    const config = await client.legacy.getAssets({ onlyEnabled: true, omitHidden: true })
    expect(config.minPurchaseAmountEur).toBeTypeOf('number')
    expect(config.assets.every((a) => a.enabled && !a.hidden)).toBe(true)
    const first = config.assets[0]!
    expect(getPurchaseLimits(config, first).currencyCode).toBe('EUR')
  })

  it('legacy.getCountries: supportedAssets null, a list, and empty', async () => {
    const { client } = context()
    const countries = await client.legacy.getCountries()
    const kinds = new Set(
      countries.map((c) =>
        c.supportedAssets === null ? 'null' : c.supportedAssets?.length ? 'list' : 'empty',
      ),
    )
    expect([...kinds].sort()).toEqual(['empty', 'list', 'null'])
  })

  it('legacy.getQuote: one payment method', async () => {
    const { client } = context()
    const quote = await client.legacy.getQuote({
      cryptoAssetSymbol: 'ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      paymentMethodType: 'CARD_PAYMENT',
    })
    expect(quote).toMatchObject({ paymentMethodType: 'CARD_PAYMENT', fiatCurrency: 'EUR' })
  })

  it('legacy.getPurchase: a purchase created through the control API', async () => {
    const { client, create } = context()
    const created = await create('purchases', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      fiatValue: 100,
      paymentMethodType: 'MANUAL_BANK_TRANSFER',
      receiverAddress: '0x1111111111111111111111111111111111111111',
    })
    const purchase = await client.legacy.getPurchase(created.id, created.purchaseViewToken)
    expect(purchase).toMatchObject({ id: created.id, status: 'INITIALIZED', finalTxHash: null })
  })

  it('errors carry the sandbox code and never the credentials', async () => {
    const { client, create } = context()
    await expect(
      client.v3.getOnrampQuote({
        cryptoAssetSymbol: 'ETH_NOPE',
        fiatCurrency: 'EUR',
        fiatValue: 100,
      }),
    ).rejects.toMatchObject({ name: 'HostApiError', status: 400, code: 'UNKNOWN_ASSET' })
    const created = await create('sales', {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: toBaseUnits('1', 18),
    })
    const wrongSecret = `${created.purchaseViewToken}x`
    const error = await client.v3.getSale(created.id, wrongSecret).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    expect(String((error as Error).message)).not.toContain(wrongSecret)
    expect(String((error as Error).message)).toContain('secret=***')
  })
}
