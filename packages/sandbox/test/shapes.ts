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

interface Optional {
  check: Check
  optional: true
}

export interface Shape {
  [key: string]: Check | Optional
}

const optional = (check: Check): Optional => ({ check, optional: true })
const isOptional = (spec: Check | Optional): spec is Optional =>
  typeof spec === 'object' && 'optional' in spec && spec.optional === true

/** An array whose every item has `item`'s shape. */
const listOf =
  (item: Shape) =>
  (value: unknown): void => {
    expect(Array.isArray(value)).toBe(true)
    for (const entry of value as unknown[]) expectShape(entry, item)
  }

/** The fields every asset version shares (spec 2.2, 2.5: symbol to hidden, no chain). */
const ASSET_FIELDS: Shape = {
  symbol: 'string',
  name: 'string',
  decimals: 'number',
  type: 'string',
  address: optional('string'),
  logoUrl: 'string',
  enabled: 'boolean',
  hidden: 'boolean',
}

export const V3_ASSET: Shape = {
  ...ASSET_FIELDS,
  chain: 'string',
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
  assets: listOf(asset),
  enabledFeatures: optional('string[]'),
  currencyCode: 'string',
  minPurchaseAmount: 'number',
  maxPurchaseAmount: 'number',
  minFeeAmount: 'number',
  minFeePercent: 'number',
  maxFeePercent: 'number',
})

export const OFFRAMP_CONFIG: Shape = {
  assets: listOf(OFFRAMP_ASSET),
  enabledFeatures: optional('string[]'),
  currencyCode: 'string',
  minPurchaseAmount: 'number',
  maxPurchaseAmount: 'number',
}

export const LEGACY_ASSET: Shape = {
  ...ASSET_FIELDS,
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
  assets: listOf(LEGACY_ASSET),
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
  if (typeof check === 'function') {
    check(value)
    return
  }
  if (typeof check === 'object') {
    expectShape(value, check, path)
    return
  }
  const fail = `${path} should be ${check}, got ${JSON.stringify(value)}`
  expect(PREDICATES[check](value), fail).toBe(true)
}

const isStrings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string')
const PREDICATES: Record<
  Exclude<Check, Shape | ((value: unknown) => void)>,
  (v: unknown) => boolean
> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
  timestamp: (v) => typeof v === 'string' && ISO_UTC.test(v),
  units: (v) => typeof v === 'string' && /^(0|[1-9][0-9]*)$/.test(v),
  'units-or-minus-one': (v) => typeof v === 'string' && /^(-1|0|[1-9][0-9]*)$/.test(v),
  'string|null': (v) => v === null || typeof v === 'string',
  'string[]': isStrings,
  'string[]|null': (v) => v === null || isStrings(v),
  dictionary: (v) =>
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.entries(v).every(
      ([code, n]) => /^[A-Z]{3}$/.test(code) && typeof n === 'number' && Number.isFinite(n),
    ),
}

export function expectShape(value: unknown, shape: Shape, path = '$'): void {
  expect(
    typeof value === 'object' && value !== null && !Array.isArray(value),
    `${path} is an object`,
  ).toBe(true)
  const record = value as Record<string, unknown>
  const required = Object.entries(shape)
    .filter(([, spec]) => !isOptional(spec))
    .map(([key]) => key)
  const keys = Object.keys(record)
  const extra = keys.filter((key) => !(key in shape))
  const missing = required.filter((key) => !keys.includes(key))
  expect({ path, extra, missing }).toEqual({ path, extra: [], missing: [] })
  for (const key of keys) {
    const spec = shape[key]!
    checkValue(record[key], isOptional(spec) ? spec.check : spec, `${path}.${key}`)
  }
}
