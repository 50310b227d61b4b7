// What the widget sends in its messages, as data (not published: src/**/testing/**). It imports
// only other test data (no vitest, no DOM), so the adapters' shared test doubles load it by its
// source path, under React Native's Jest and its DOM-free typecheck too.
import { ethAssetInfo } from '../../../client/testing/fixtures.js'

/** A purchase as the widget's PURCHASE_CREATED and the host API describe it (spec 2.9). */
export const PURCHASE = {
  id: 'p1',
  endTime: '2026-01-01T00:30:00.000Z',
  asset: { address: null, symbol: 'ETH', name: 'Ether', decimals: 18, type: 'NATIVE' },
  cryptoAmount: '1000000000000000000',
  fiatCurrency: 'EUR',
  fiatValue: 2500,
  assetExchangeRate: 2400,
  assetExchangeRateEur: 2400,
  baseServiceFee: 50,
  networkFee: 1.5,
  appliedFee: 51.5,
  purchaseViewToken: 'view-token-secret',
  receiverAddress: '0x0000000000000000000000000000000000000001',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  status: 'INITIALIZED',
  finalTxHash: null,
  paymentMethodType: 'CARD_PAYMENT',
}

export const SALE = {
  id: 's1',
  purchaseViewToken: 'sale-token-secret',
  createdAt: '2026-01-01T00:00:00.000Z',
  crypto: { amount: '1000000000000000000', assetInfo: ethAssetInfo },
  fiat: { amount: 2300, currencySymbol: 'EUR' },
}

/** What an off-ramp widget asks for in `SEND_CRYPTO`. */
export const SEND_CRYPTO_REQUEST = { assetInfo: ethAssetInfo, amount: '1', address: '0xabc' }
