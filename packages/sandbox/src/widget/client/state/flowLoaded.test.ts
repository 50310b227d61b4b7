import type { ActiveTransactionCurrency } from '@rampkit/core'
import { describe, expect, it } from 'vitest'
import { flowLoaded } from './flowLoaded.js'
import { asset, country, DE, ETH, loadedState, USDC } from './testkit.js'
import { initialState } from './widgetState.js'

const BTC = asset('BTC', 'BTC', { EUR: 50000, USD: 62500 })
const CATALOG = [ETH, USDC, BTC]
const currency = (
  fiatCurrency: string,
  onrampAvailable = true,
  offrampAvailable = true,
): ActiveTransactionCurrency => ({
  fiatCurrency,
  name: fiatCurrency,
  onrampAvailable,
  offrampAvailable,
})
const EUR_USD = [currency('EUR'), currency('USD', true, false)]
const ids = (assets: { chain: string; symbol: string }[]) =>
  assets.map((a) => `${a.chain}_${a.symbol}`)

/** The state of a widget that has not loaded a flow yet. */
const fresh = (flow: 'ONRAMP' | 'OFFRAMP' = 'ONRAMP', countries = [DE]) =>
  initialState({ defaultFlow: flow }, countries)

describe('flowLoaded: assets', () => {
  it("offers the flow's list, within the country's supported assets, in catalog order", () => {
    const presets = { swapAsset: 'BTC_BTC,ETH_*', offrampAsset: 'BTC_BTC' }
    expect(ids(flowLoaded(fresh(), presets, CATALOG, EUR_USD).assets)).toEqual([
      'ETH_ETH',
      'ETH_USDC',
      'BTC_BTC',
    ])
    expect(ids(flowLoaded(fresh('OFFRAMP'), presets, CATALOG, EUR_USD).assets)).toEqual(['BTC_BTC'])
    const onlyUsdc = fresh('ONRAMP', [country('fr', 'EUR', ['ETH_USDC'])])
    expect(ids(flowLoaded(onlyUsdc, presets, CATALOG, EUR_USD).assets)).toEqual(['ETH_USDC'])
  })

  it('selects defaultAsset, else the first offered', () => {
    expect(flowLoaded(fresh(), { defaultAsset: 'btc' }, CATALOG, EUR_USD).asset).toBe(BTC)
    expect(flowLoaded(fresh(), { defaultAsset: 'SOLANA_SOL' }, CATALOG, EUR_USD).asset).toBe(ETH)
  })

  it('keeps the selected asset while it is offered, over defaultAsset', () => {
    const selected = { ...fresh(), asset: USDC }
    expect(flowLoaded(selected, { defaultAsset: 'BTC_BTC' }, CATALOG, EUR_USD).asset).toBe(USDC)
    const gone = { ...fresh('ONRAMP', [country('fr', 'EUR', ['BTC_BTC', 'ETH_ETH'])]), asset: USDC }
    expect(flowLoaded(gone, {}, CATALOG, EUR_USD).asset).toBe(ETH)
  })

  it('selects nothing when nothing is offered', () => {
    const none = fresh('ONRAMP', [country('pt', 'EUR', [])])
    const next = flowLoaded(none, { fiatCurrency: 'USD', fiatValue: 50 }, CATALOG, EUR_USD)
    expect(next.assets).toEqual([])
    expect(next.asset).toBeUndefined()
    // the currency is still picked; without an asset's prices the amount stays as given
    expect(next.currency).toBe('USD')
    expect(next.fiatValue).toBe(50)
  })
})

describe('flowLoaded: currency and amount', () => {
  it('offers the currencies this flow takes in the country', () => {
    expect(flowLoaded(fresh(), {}, CATALOG, EUR_USD).currencies).toEqual(['EUR', 'USD'])
    expect(flowLoaded(fresh('OFFRAMP'), {}, CATALOG, EUR_USD).currencies).toEqual(['EUR'])
  })

  it('while the presets apply: fiatCurrency (any case) and fiatValue as given', () => {
    const next = flowLoaded(fresh(), { fiatCurrency: 'usd', fiatValue: 250 }, CATALOG, EUR_USD)
    expect(next.currency).toBe('USD')
    expect(next.fiatValue).toBe(250)
  })

  it("falls back to the country's main currency, converting fiatValue into it through the asset's prices", () => {
    // off-ramp takes no USD here: 250 USD of ETH (2,500 USD) is 200 EUR (2,000 EUR)
    const next = flowLoaded(
      fresh('OFFRAMP'),
      { fiatCurrency: 'USD', fiatValue: 250 },
      CATALOG,
      EUR_USD,
    )
    expect(next.currency).toBe('EUR')
    expect(next.fiatValue).toBe(200)
  })

  it('without fiatValue keeps the amount it has', () => {
    const next = flowLoaded(
      { ...fresh(), fiatValue: 42 },
      { fiatCurrency: 'USD' },
      CATALOG,
      EUR_USD,
    )
    expect(next.currency).toBe('USD')
    expect(next.fiatValue).toBe(42)
  })

  it('until the presets are used (the first country had nothing to trade), a load picks fiatCurrency again', () => {
    const nothingTraded = loadedState({ currency: 'EUR', fiatValue: 100 })
    const next = flowLoaded(nothingTraded, { fiatCurrency: 'USD', fiatValue: 30 }, CATALOG, EUR_USD)
    expect(next.currency).toBe('USD')
    expect(next.fiatValue).toBe(30)
  })

  it('once the presets are used: keeps the selected currency and amount while offered', () => {
    const used = loadedState({ presetsApply: false, currency: 'USD', fiatValue: 75 })
    const next = flowLoaded(used, { fiatCurrency: 'EUR', fiatValue: 10 }, CATALOG, EUR_USD)
    expect(next.currency).toBe('USD')
    expect(next.fiatValue).toBe(75)
  })

  it("once the presets are used: a currency the flow lacks gives way to the country's main one, amount kept", () => {
    const used = loadedState({
      flow: 'OFFRAMP',
      presetsApply: false,
      currency: 'USD',
      fiatValue: 75,
    })
    const next = flowLoaded(used, { fiatCurrency: 'USD', fiatValue: 10 }, CATALOG, EUR_USD)
    expect(next.currency).toBe('EUR')
    expect(next.fiatValue).toBe(75)
  })

  it('picks no currency when the country has none for the flow', () => {
    const next = flowLoaded(fresh(), { fiatCurrency: 'EUR' }, CATALOG, [currency('EUR', false)])
    expect(next.currencies).toEqual([])
    expect(next.currency).toBeUndefined()
  })

  it('leaves the quotes, the method and the presets flag alone', () => {
    const quoted = loadedState({ method: 'SEPA', limits: { CARD: 'At most €1.00' } })
    const next = flowLoaded(quoted, {}, CATALOG, EUR_USD)
    expect(next).toMatchObject({ method: 'SEPA', limits: quoted.limits, presetsApply: true })
  })
})
