// Test helpers: a signing key pair and signed requests, the way the service signs deliveries
// (Node's crypto.sign over the canonical body). Used by the tests only.
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { canonicalizeWebhookBody } from '@rampkit/core/webhooks'
import fc from 'fast-check'

export function createSigner() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
  return {
    privateKey,
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }) as string,
  }
}

export function signBody(body: unknown, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(canonicalizeWebhookBody(body)), privateKey).toString('base64')
}

export function purchase(overrides: Record<string, unknown> = {}) {
  return {
    id: 'purchase-1',
    endTime: '2026-01-31T12:30:00.000Z',
    asset: { address: null, symbol: 'ETH', name: 'Ether', decimals: 18, type: 'NATIVE' },
    cryptoAmount: '1500000000000000000',
    fiatCurrency: 'EUR',
    fiatValue: 3012.5,
    assetExchangeRate: 2000,
    assetExchangeRateEur: 2000,
    baseServiceFee: 7.5,
    networkFee: 0.25,
    appliedFee: 12.25,
    purchaseViewToken: 'secret-view-token',
    receiverAddress: '0x1111111111111111111111111111111111111111',
    createdAt: '2026-01-31T12:00:00.000Z',
    updatedAt: '2026-01-31T12:05:00.000Z',
    status: 'INITIALIZED',
    finalTxHash: null,
    paymentMethodType: 'CARD_PAYMENT',
    ...overrides,
  }
}

export function sale(overrides: Record<string, unknown> = {}) {
  return {
    id: 'sale-1',
    purchaseViewToken: 'secret-sale-token',
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

/**
 * Any JavaScript string, with the code units PostgreSQL text cannot hold (NUL, lone surrogates)
 * and the escape's own marker (U+FFFF), quotes and backslashes drawn often.
 */
export function anyString(constraints: { minLength?: number; maxLength?: number } = {}) {
  const awkward = fc.constantFrom('\0', '\ud800', '\udbff', '\udc00', '\udfff', '\uffff', '"', '\\')
  const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit))
  const codePoint = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })
  return fc.string({ unit: fc.oneof(codePoint, awkward, codeUnit), ...constraints })
}
