// Test fixtures: well-formed webhook bodies (spec 2.9 / 2.10 field tables). Used by the tests
// beside this file only; not exported from any entry.

export function purchaseFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 'purchase-1',
    endTime: '2026-01-31T12:30:00.000Z',
    asset: {
      address: null,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      type: 'NATIVE',
    },
    cryptoAmount: '1500000000000000000',
    fiatCurrency: 'EUR',
    fiatValue: 3012.5,
    assetExchangeRate: 2000,
    assetExchangeRateEur: 2000,
    baseServiceFee: 7.5,
    networkFee: 0.25,
    appliedFee: 12.25,
    purchaseViewToken: 'secret-view-token-purchase',
    receiverAddress: '0x1111111111111111111111111111111111111111',
    createdAt: '2026-01-31T12:00:00.000Z',
    updatedAt: '2026-01-31T12:05:00.000Z',
    status: 'INITIALIZED',
    finalTxHash: null,
    paymentMethodType: 'CARD_PAYMENT',
    ...overrides,
  }
}

export function saleFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: 'sale-1',
    purchaseViewToken: 'secret-view-token-sale',
    createdAt: '2026-01-31T12:00:00.000Z',
    crypto: {
      amount: '250000000',
      assetInfo: {
        address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        symbol: 'USDC',
        chain: 'ETH',
        type: 'ERC20',
        name: 'USD Coin',
        decimals: 6,
      },
    },
    fiat: { amount: 248.1, currencySymbol: 'EUR' },
    ...overrides,
  }
}

export function purchaseCall(type = 'CREATED', purchase = purchaseFixture()) {
  return { type, purchase }
}

export function saleCall(type = 'CREATED', payload: object = saleFixture()) {
  return { id: 'sale-1', type, mode: 'OFFRAMP', payload }
}
