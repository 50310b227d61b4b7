import { expect } from 'vitest'

/**
 * The field tables of spec section 2, per version, as exact key sets with value types.
 * `expectShape` fails on a missing required key, an extra key, or a value of the wrong type.
 */
type Check =
  | 'string'
  | 'number'
  | 'boolean'
  | 'timestamp'
  | 'units'
  | 'units-or-minus-one'
  | 'string|null'
  | 'string[]'
  | 'string[]|null'
  | 'dictionary'
  | Shape
  | ((value: unknown) => void)

export type Shape = Record<string, Check | { check: Check; optional: true }>

const optional = (check: Check) => ({ check, optional: true as const })

export const V3_ASSET: Shape = {
  symbol: 'string',
  chain: 'string',
  name: 'string',
  decimals: 'number',
  type: 'string',
  address: optional('string'),
  logoUrl: 'string',
  enabled: 'boolean',
  hidden: 'boolean',
  price: 'dictionary',
  currencyCode: 'string',
  minPurchaseAmount: 'number',
  maxPurchaseAmount: 'number',
  minPurchaseCryptoAmount: 'units-or-minus-one',
  networkFee: 'number',
}

export const V2_ASSET: Shape = Object.fromEntries(
  Object.entries(V3_ASSET).filter(([key]) => key !== 'chain'),
)

export const OFFRAMP_ASSET: Shape = {
  ...V3_ASSET,
  address: 'string|null',
  networkFee: optional('number'),
}

export const V3_CONFIG = (asset: Shape): Shape => ({
  assets: (value) => {
    expect(Array.isArray(value)).toBe(true)
    for (const item of value as unknown[]) expectShape(item, asset)
  },
  enabledFeatures: optional('string[]'),
  currencyCode: 'string',
  minPurchaseAmount: 'number',
  maxPurchaseAmount: 'number',
  minFeeAmount: 'number',
  minFeePercent: 'number',
  maxFeePercent: 'number',
})

export const OFFRAMP_CONFIG: Shape = {
  assets: (value) => {
    expect(Array.isArray(value)).toBe(true)
    for (const item of value as unknown[]) expectShape(item, OFFRAMP_ASSET)
  },
  enabledFeatures: optional('string[]'),
  currencyCode: 'string',
  minPurchaseAmount: 'number',
  maxPurchaseAmount: 'number',
}

export const LEGACY_ASSET: Shape = {
  symbol: 'string',
  name: 'string',
  decimals: 'number',
  type: 'string',
  address: optional('string'),
  logoUrl: 'string',
  enabled: 'boolean',
  hidden: 'boolean',
  priceEur: 'number',
  priceUpdateTs: 'timestamp',
  price: 'dictionary',
  minPurchaseAmountEur: 'number',
  maxPurchaseAmountEur: 'number',
  minPurchaseCryptoAmount: 'units-or-minus-one',
  networkFeeEur: 'number',
  networkParamsUpdatedAt: 'timestamp',
}

export const LEGACY_CONFIG: Shape = {
  assets: (value) => {
    expect(Array.isArray(value)).toBe(true)
    for (const item of value as unknown[]) expectShape(item, LEGACY_ASSET)
  },
  enabledFeatures: optional('string[]'),
  minPurchaseAmountEur: 'number',
  maxPurchaseAmountEur: 'number',
  minFeeAmountEur: 'number',
  minFeePercent: 'number',
  maxFeePercent: 'number',
}

export const CURRENCY: Shape = {
  fiatCurrency: 'string',
  name: 'string',
  onrampAvailable: 'boolean',
  offrampAvailable: 'boolean',
}

export const COUNTRY: Shape = {
  code: (value) => expect(value).toMatch(/^[a-z]{2}$/),
  name: 'string',
  cardPaymentsEnabled: (value) => expect(value).toBe(true),
  mainCurrencyCode: 'string',
  supportedAssets: optional('string[]|null'),
}

export const METHOD_QUOTE: Shape = {
  fiatCurrency: (value) => expect(value).toMatch(/^[A-Z]{3}$/),
  cryptoAmount: 'units',
  fiatValue: 'number',
  baseServiceFee: 'number',
  appliedFee: 'number',
  hostFeeCut: optional('number'),
}

export const PUBLIC_ASSET_DETAILS: Shape = {
  address: 'string|null',
  symbol: 'string',
  name: 'string',
  decimals: 'number',
  type: optional('string'),
}

export const LEGACY_QUOTE: Shape = {
  cryptoAssetSymbol: 'string',
  fiatCurrency: 'string',
  cryptoAmount: 'units',
  fiatValue: 'number',
  paymentMethodType: 'string',
  asset: PUBLIC_ASSET_DETAILS,
  assetExchangeRate: 'number',
  assetExchangeRateEur: 'number',
  fiatExchangeRateEur: 'number',
  baseServiceFee: 'number',
  networkFee: 'number',
  appliedFee: 'number',
}

export const SERVICE_PURCHASE: Shape = {
  id: 'string',
  endTime: 'timestamp',
  asset: { ...PUBLIC_ASSET_DETAILS, type: 'string' },
  cryptoAmount: 'units',
  fiatCurrency: 'string',
  fiatValue: 'number',
  assetExchangeRate: 'number',
  assetExchangeRateEur: 'number',
  baseServiceFee: 'number',
  networkFee: 'number',
  appliedFee: 'number',
  purchaseViewToken: 'string',
  receiverAddress: 'string',
  createdAt: 'timestamp',
  updatedAt: 'timestamp',
  status: 'string',
  finalTxHash: 'string|null',
  paymentMethodType: 'string',
}

export const SERVICE_SALE: Shape = {
  id: 'string',
  purchaseViewToken: 'string',
  createdAt: 'timestamp',
  crypto: {
    amount: 'units',
    assetInfo: {
      address: 'string|null',
      symbol: 'string',
      chain: 'string',
      type: 'string',
      name: 'string',
      decimals: 'number',
    },
  },
  fiat: { amount: 'number', currencySymbol: 'string' },
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

function checkValue(value: unknown, check: Check, path: string): void {
  if (typeof check === 'function') return check(value)
  if (typeof check === 'object') return expectShape(value, check, path)
  const fail = `${path} should be ${check}, got ${JSON.stringify(value)}`
  switch (check) {
    case 'string':
      return expect(typeof value, fail).toBe('string')
    case 'number':
      return expect(typeof value === 'number' && Number.isFinite(value), fail).toBe(true)
    case 'boolean':
      return expect(typeof value, fail).toBe('boolean')
    case 'timestamp':
      return expect(typeof value === 'string' && ISO_UTC.test(value), fail).toBe(true)
    case 'units':
      return expect(typeof value === 'string' && /^(0|[1-9][0-9]*)$/.test(value), fail).toBe(true)
    case 'units-or-minus-one':
      return expect(typeof value === 'string' && /^(-1|0|[1-9][0-9]*)$/.test(value), fail).toBe(
        true,
      )
    case 'string|null':
      return expect(value === null || typeof value === 'string', fail).toBe(true)
    case 'string[]':
      return expect(Array.isArray(value) && value.every((v) => typeof v === 'string'), fail).toBe(
        true,
      )
    case 'string[]|null':
      return expect(
        value === null || (Array.isArray(value) && value.every((v) => typeof v === 'string')),
        fail,
      ).toBe(true)
    case 'dictionary':
      expect(typeof value === 'object' && value !== null && !Array.isArray(value), fail).toBe(true)
      for (const [code, n] of Object.entries(value as object)) {
        expect(code, fail).toMatch(/^[A-Z]{3}$/)
        expect(typeof n === 'number' && Number.isFinite(n), fail).toBe(true)
      }
  }
}

export function expectShape(value: unknown, shape: Shape, path = '$'): void {
  expect(
    typeof value === 'object' && value !== null && !Array.isArray(value),
    `${path} is an object`,
  ).toBe(true)
  const record = value as Record<string, unknown>
  const required = Object.entries(shape)
    .filter(([, spec]) => !(typeof spec === 'object' && 'optional' in spec))
    .map(([key]) => key)
  const keys = Object.keys(record)
  const extra = keys.filter((key) => !(key in shape))
  const missing = required.filter((key) => !keys.includes(key))
  expect({ path, extra, missing }).toEqual({ path, extra: [], missing: [] })
  for (const key of keys) {
    const spec = shape[key]!
    const check = typeof spec === 'object' && 'optional' in spec ? spec.check : spec
    checkValue(record[key], check as Check, `${path}.${key}`)
  }
}
