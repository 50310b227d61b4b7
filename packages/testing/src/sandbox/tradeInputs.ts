import { DEMO_HOST_API_KEY } from '@rampkit/sandbox'

/** A purchase to create, as the widget would after the user confirmed it; every field optional. */
export interface TestPurchaseInput {
  /** Default `ETH_ETH`. */
  cryptoAssetSymbol?: string
  /** Default `EUR`. */
  fiatCurrency?: string
  /** Default 100 (when `cryptoAmount` is absent). */
  fiatValue?: number
  /** In the asset's base units (wei for ETH), instead of `fiatValue`. */
  cryptoAmount?: string
  /** Default: the cheapest method for the currency. */
  paymentMethodType?: string
  /** Default: an EVM address (`0xabab…`). */
  receiverAddress?: string
  /** Where the purchase's webhook calls go (recorded, never sent over a network). */
  webhookStatusUrl?: string
  /** Default: the sandbox's demo key. */
  hostApiKey?: string
}

/** A sale to create, as the widget would; every field optional. */
export interface TestSaleInput {
  /** Default `ETH_ETH`. */
  cryptoAssetSymbol?: string
  /** Default `EUR`. */
  fiatCurrency?: string
  /** Default 100 (when `cryptoAmount` is absent). */
  fiatValue?: number
  cryptoAmount?: string
  payoutMethodType?: string
  /** Where the sale's webhook calls go (recorded, never sent over a network). */
  offrampWebhookV3Url?: string
  hostApiKey?: string
}

export const TEST_RECEIVER_ADDRESS = `0x${'ab'.repeat(20)}`

/** The body of the stand-in widget's `POST /widget/api/purchases`, defaults filled in. */
export function purchaseBody(input: TestPurchaseInput): Record<string, unknown> {
  return {
    hostApiKey: DEMO_HOST_API_KEY,
    cryptoAssetSymbol: 'ETH_ETH',
    fiatCurrency: 'EUR',
    receiverAddress: TEST_RECEIVER_ADDRESS,
    ...amount(input),
    ...withoutUndefined(input),
  }
}

/** The body of the stand-in widget's `POST /widget/api/sales`, defaults filled in. */
export function saleBody(input: TestSaleInput): Record<string, unknown> {
  return {
    hostApiKey: DEMO_HOST_API_KEY,
    cryptoAssetSymbol: 'ETH_ETH',
    fiatCurrency: 'EUR',
    ...amount(input),
    ...withoutUndefined(input),
  }
}

function amount(input: { fiatValue?: number; cryptoAmount?: string }) {
  return input.cryptoAmount === undefined && input.fiatValue === undefined ? { fiatValue: 100 } : {}
}

function withoutUndefined(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
}
