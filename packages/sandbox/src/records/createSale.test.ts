import { describe, expect, it } from 'vitest'
import { createState } from '../state.js'
import { createSale } from './createSale.js'

describe('createSale', () => {
  it('prices the sale with the off-ramp model and stores it with its payout method', () => {
    const state = createState({ now: () => 0 })
    const record = createSale(state, {
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      amount: { kind: 'crypto', units: 10n ** 18n },
      hostApiKey: 'demo-host-api-key',
    })
    expect(record.sale).toEqual({
      id: record.sale.id,
      purchaseViewToken: record.sale.purchaseViewToken,
      createdAt: '1970-01-01T00:00:00.000Z',
      crypto: {
        amount: '1000000000000000000',
        assetInfo: {
          address: null,
          symbol: 'ETH',
          chain: 'ETH',
          type: 'NATIVE',
          name: 'Ether',
          decimals: 18,
        },
      },
      fiat: { amount: 3168.32, currencySymbol: 'EUR' },
    })
    expect(record).toMatchObject({
      payoutMethodType: 'SEPA',
      appliedFee: 31.68,
      hostApiKey: 'demo-host-api-key',
    })
    expect(state.store.readSale(record.sale.id, record.sale.purchaseViewToken)).toBe(record.sale)
  })
})
