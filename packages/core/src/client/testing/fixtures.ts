// Test fixtures (not exported): one valid body per resource, shaped as spec section 2 gives them.
import type {
  HostAssetsConfig,
  HostAssetsConfigV2,
  LegacyHostAssetsConfig,
  OfframpAssetsConfig,
} from '../../types/assets.js'
import type { ActiveTransactionCurrency, CountryInfo } from '../../types/currencies.js'
import type {
  LegacyQuoteResult,
  OfframpQuoteResult,
  OnrampQuoteResult,
} from '../../types/quotes.js'
import type { ServicePurchase, ServiceSale } from '../../types/transactions.js'

const eth = {
  symbol: 'ETH',
  chain: 'ETH',
  name: 'Ether',
  decimals: 18,
  type: 'NATIVE',
  logoUrl: 'https://example.com/eth.svg',
  enabled: true,
  hidden: false,
  price: { EUR: 2500, USD: 2700 },
  currencyCode: 'EUR',
  minPurchaseAmount: -1,
  maxPurchaseAmount: -1,
  minPurchaseCryptoAmount: '-1',
  networkFee: 1.2,
}
const usdc = {
  ...eth,
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  type: 'ERC20',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  price: { EUR: 0.92, USD: 1 },
  minPurchaseAmount: 5,
  maxPurchaseAmount: 5000,
  minPurchaseCryptoAmount: '5000000',
  networkFee: 0.4,
}

export const hostAssetsConfig: HostAssetsConfig = {
  assets: [eth, usdc],
  currencyCode: 'EUR',
  minPurchaseAmount: 1,
  maxPurchaseAmount: 10000,
  minFeeAmount: 1.49,
  minFeePercent: 0.49,
  maxFeePercent: 2.9,
}

const { chain: _c1, ...ethV2 } = eth
const { chain: _c2, ...usdcV2 } = usdc
export const hostAssetsConfigV2: HostAssetsConfigV2 = {
  ...hostAssetsConfig,
  assets: [{ ...ethV2, type: 'ETH' }, usdcV2],
}

export const offrampAssetsConfig: OfframpAssetsConfig = {
  assets: [
    { ...eth, address: null },
    { ...usdc, address: usdc.address },
  ],
  currencyCode: 'EUR',
  minPurchaseAmount: 10,
  maxPurchaseAmount: 20000,
}

export const currencies: ActiveTransactionCurrency[] = [
  { fiatCurrency: 'EUR', name: 'Euro', onrampAvailable: true, offrampAvailable: true },
  { fiatCurrency: 'BRL', name: 'Brazilian real', onrampAvailable: true, offrampAvailable: false },
]

export const countries: CountryInfo[] = [
  {
    code: 'de',
    name: 'Germany',
    cardPaymentsEnabled: true,
    mainCurrencyCode: 'EUR',
    supportedAssets: null,
  },
  {
    code: 'br',
    name: 'Brazil',
    cardPaymentsEnabled: true,
    mainCurrencyCode: 'BRL',
    supportedAssets: ['ETH_USDC'],
  },
  {
    code: 'xx',
    name: 'Nowhere',
    cardPaymentsEnabled: true,
    mainCurrencyCode: 'EUR',
    supportedAssets: [],
  },
]

const method = {
  fiatCurrency: 'EUR',
  cryptoAmount: '38000000000000000',
  fiatValue: 100,
  baseServiceFee: 1.9,
  appliedFee: 2.1,
}

export const onrampQuote: OnrampQuoteResult = {
  asset: eth,
  CARD_PAYMENT: method,
  MANUAL_BANK_TRANSFER: { ...method, appliedFee: 0.5, hostFeeCut: 0.1 },
}

export const offrampQuote: OfframpQuoteResult = {
  asset: { ...eth, address: null },
  SEPA: method,
}

export const legacyAssetsConfig: LegacyHostAssetsConfig = {
  assets: [
    {
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      type: 'ETH',
      logoUrl: 'https://example.com/eth.svg',
      enabled: true,
      hidden: false,
      priceEur: 2500,
      priceUpdateTs: '2026-11-20T10:00:00.000Z',
      price: { EUR: 2500 },
      minPurchaseAmountEur: -1,
      maxPurchaseAmountEur: 3000,
      minPurchaseCryptoAmount: '1000000000000000',
      networkFeeEur: 1.2,
      networkParamsUpdatedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  minPurchaseAmountEur: 1,
  maxPurchaseAmountEur: 10000,
  minFeeAmountEur: 1.49,
  minFeePercent: 0.49,
  maxFeePercent: 2.9,
}

export const legacyQuote: LegacyQuoteResult = {
  cryptoAssetSymbol: 'ETH',
  fiatCurrency: 'EUR',
  cryptoAmount: '38000000000000000',
  fiatValue: 100,
  paymentMethodType: 'CARD_PAYMENT',
  asset: { address: null, symbol: 'ETH', name: 'Ether', decimals: 18, type: 'ETH' },
  assetExchangeRate: 2500,
  assetExchangeRateEur: 2500,
  fiatExchangeRateEur: 1,
  baseServiceFee: 1.9,
  networkFee: 1.2,
  appliedFee: 2.1,
}

export const purchase: ServicePurchase = {
  id: 'p_123',
  endTime: '2026-11-20T11:00:00.000Z',
  asset: { address: null, symbol: 'ETH', name: 'Ether', decimals: 18, type: 'NATIVE' },
  cryptoAmount: '38000000000000000',
  fiatCurrency: 'EUR',
  fiatValue: 100,
  assetExchangeRate: 2500,
  assetExchangeRateEur: 2500,
  baseServiceFee: 1.9,
  networkFee: 1.2,
  appliedFee: 2.1,
  purchaseViewToken: 'view-token-123',
  receiverAddress: '0x1111111111111111111111111111111111111111',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  status: 'INITIALIZED',
  finalTxHash: null,
  paymentMethodType: 'MANUAL_BANK_TRANSFER',
}

/** A chain's native asset as a sale and the widget's `SEND_CRYPTO` describe it (spec 2.9). */
export const ethAssetInfo: ServiceSale['crypto']['assetInfo'] = Object.freeze({
  address: null,
  symbol: 'ETH',
  chain: 'ETH',
  type: 'NATIVE',
  name: 'Ether',
  decimals: 18,
})

export const sale: ServiceSale = {
  id: 's_123',
  purchaseViewToken: 'sale-view-token-123',
  createdAt: '2026-11-20T10:00:00.000Z',
  crypto: { amount: '1000000000000000000', assetInfo: ethAssetInfo },
  fiat: { amount: 2450, currencySymbol: 'EUR' },
}
