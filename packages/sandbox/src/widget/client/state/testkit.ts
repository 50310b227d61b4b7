// Test data for the state's unit tests: small countries, assets and quotes, and a loaded state.
import type { AssetInfo, CountryInfo, QuoteResultForMethod } from '@rampkit/core'
import { initialState, type WidgetState } from './widgetState.js'

export function country(code: string, mainCurrencyCode: string, supportedAssets?: string[]) {
  return {
    code,
    name: `Country ${code}`,
    cardPaymentsEnabled: true,
    mainCurrencyCode,
    supportedAssets: supportedAssets ?? null,
  } satisfies CountryInfo
}

export function asset(
  chain: string,
  symbol: string,
  price: Record<string, number> = {},
): AssetInfo {
  return {
    chain,
    symbol,
    name: `${symbol} on ${chain}`,
    decimals: 18,
    type: 'NATIVE',
    logoUrl: '',
    enabled: true,
    hidden: false,
    price,
    currencyCode: 'EUR',
    minPurchaseAmount: -1,
    maxPurchaseAmount: -1,
    minPurchaseCryptoAmount: '-1',
    networkFee: 0,
  }
}

export function quote(fiatValue: number, cryptoAmount: string): QuoteResultForMethod {
  return { fiatCurrency: 'EUR', cryptoAmount, fiatValue, baseServiceFee: 0, appliedFee: 1 }
}

export const DE = country('de', 'EUR')
export const US = country('us', 'USD')
/** ETH at 2,000 EUR and 2,500 USD. */
export const ETH = asset('ETH', 'ETH', { EUR: 2000, USD: 2500 })
export const USDC = asset('ETH', 'USDC', { EUR: 1, USD: 1.25 })

/** An on-ramp state in Germany with ETH and USDC loaded, EUR selected, 100 EUR, nothing quoted. */
export function loadedState(overrides: Partial<WidgetState> = {}): WidgetState {
  return {
    ...initialState({ defaultFlow: 'ONRAMP' }, [DE, US]),
    assets: [ETH, USDC],
    asset: ETH,
    currencies: ['EUR', 'USD'],
    currency: 'EUR',
    ...overrides,
  }
}
