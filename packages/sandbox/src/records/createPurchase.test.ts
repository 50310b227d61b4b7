import { describe, expect, it } from 'vitest'
import { SandboxError } from '../errors.js'
import { createState } from '../state.js'
import { createPurchase } from './createPurchase.js'

describe('createPurchase', () => {
  it('prices, stores and announces an INITIALIZED purchase', () => {
    const state = createState({ now: () => Date.parse('2026-05-01T00:00:00Z') })
    const events: string[] = []
    state.store.subscribe((e) => events.push(e.type))
    const record = createPurchase(state, {
      cryptoAssetSymbol: 'BTC_BTC',
      fiatCurrency: 'GBP',
      amount: { kind: 'crypto', units: 100_000n },
      receiverAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    })
    expect(record.assetId).toBe('BTC_BTC')
    expect(record.purchase).toMatchObject({
      status: 'INITIALIZED',
      cryptoAmount: '100000',
      fiatCurrency: 'GBP',
      paymentMethodType: 'MANUAL_BANK_TRANSFER',
      asset: { address: null, symbol: 'BTC', type: 'BTC', decimals: 8 },
      createdAt: '2026-05-01T00:00:00.000Z',
    })
    expect(state.store.getPurchase(record.purchase.id)).toBe(record)
    expect(events).toEqual(['purchase.created'])
  })

  it('checks the address against the chain', () => {
    const state = createState()
    for (const [asset, address] of [
      ['ETH_ETH', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      ['BTC_BTC', `0x${'a'.repeat(40)}`],
      ['SOLANA_SOL', '0OIl'],
    ] as const) {
      expect(() =>
        createPurchase(state, {
          cryptoAssetSymbol: asset,
          fiatCurrency: 'EUR',
          amount: { kind: 'fiat', cents: 10_000n },
          receiverAddress: address,
        }),
      ).toThrow(SandboxError)
    }
    expect(state.store.purchases()).toEqual([])
  })
})
