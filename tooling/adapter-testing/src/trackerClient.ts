// Test double for the purchase and sale trackers: getPurchase and getSale answer in order from
// a script (the last answer repeats; an Error rejects), and every call is recorded.
import type { RampKitClient, ServicePurchase, ServiceSale } from '@rampkit/core'
import { ETHER } from './ether.js'

export const PURCHASE: ServicePurchase = {
  id: 'p1',
  endTime: '2026-01-01T00:30:00.000Z',
  asset: {
    address: null,
    symbol: 'ETH',
    name: 'Ether',
    decimals: 18,
    type: 'NATIVE',
    chain: 'ETH',
  },
  cryptoAmount: '1000000000000000000',
  fiatCurrency: 'EUR',
  fiatValue: 2500,
  assetExchangeRate: 2400,
  assetExchangeRateEur: 2400,
  baseServiceFee: 50,
  networkFee: 1.5,
  appliedFee: 51.5,
  purchaseViewToken: 'purchase-view-token',
  receiverAddress: '0x0000000000000000000000000000000000000001',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  status: 'INITIALIZED',
  finalTxHash: null,
  paymentMethodType: 'CARD_PAYMENT',
} as ServicePurchase

export const SALE: ServiceSale = {
  id: 's1',
  purchaseViewToken: 'sale-view-token',
  createdAt: '2026-01-01T00:00:00.000Z',
  crypto: {
    amount: '1000000000000000000',
    assetInfo: ETHER,
  },
  fiat: { amount: 2300, currencySymbol: 'EUR' },
}

export const withStatus = (status: string): ServicePurchase => ({ ...PURCHASE, status })

export function trackerClient(
  purchases: (ServicePurchase | Error)[] = [PURCHASE],
  sales: (ServiceSale | Error)[] = [SALE],
) {
  const calls: { method: 'getPurchase' | 'getSale'; id: string; secret: string }[] = []
  const answer = <T>(list: (T | Error)[], count: number): Promise<T> => {
    const next = list[Math.min(count, list.length) - 1]!
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next)
  }
  const count = (method: 'getPurchase' | 'getSale') =>
    calls.filter((call) => call.method === method).length
  const client = {
    legacy: {
      getPurchase: (id: string, secret: string) => {
        calls.push({ method: 'getPurchase', id, secret })
        return answer(purchases, count('getPurchase'))
      },
    },
    v3: {
      getSale: (id: string, secret: string) => {
        calls.push({ method: 'getSale', id, secret })
        return answer(sales, count('getSale'))
      },
    },
  } as unknown as RampKitClient
  return { client, calls }
}
