import type { BaseUnits, Dictionary, Timestamp } from './common.js'

/** The fields every asset version has (spec 2.2, 2.5: symbol to hidden). */
interface AssetFields {
  symbol: string
  name: string
  decimals: number
  /** `NATIVE` for a chain's native asset, otherwise a token standard such as `ERC20`. */
  type: string
  /** Token contract address; absent (or `null`) for the chain's native asset. */
  address?: string | null
  logoUrl: string
  enabled: boolean
  hidden: boolean
}

/** V3 on-ramp asset (spec 2.2). */
export interface AssetInfo extends AssetFields {
  chain: string
  /** Approximate price of one whole unit per currency code. */
  price: Dictionary<number>
  currencyCode: string
  /** Asset-specific; `-1` means unlimited (global limits apply). */
  minPurchaseAmount: number
  maxPurchaseAmount: number
  /** In base units; `'-1'` means unlimited. */
  minPurchaseCryptoAmount: BaseUnits
  networkFee: number
}

/** V2 asset: no `chain`, and natives carry their blockchain type (spec 2.2, 4.7). */
export type AssetInfoV2 = Omit<AssetInfo, 'chain'>

/** V3 off-ramp asset (spec 2.3). */
export interface OfframpAssetInfo extends Omit<AssetInfo, 'address' | 'networkFee'> {
  /** `null` for the chain's native asset; the spec says always present, read absent as `null`. */
  address?: string | null
  /** Not declared by the spec, but responses may carry it. */
  networkFee?: number | null
}

interface GlobalLimits {
  /** Only with a valid `hostApiKey`; absent or `null` otherwise. */
  enabledFeatures?: string[] | null
  currencyCode: string
  minPurchaseAmount: number
  maxPurchaseAmount: number
}

interface FeeBounds {
  minFeeAmount: number
  minFeePercent: number
  maxFeePercent: number
}

/** The answer of `client.v3.getAssets` (spec 2.1). */
export interface HostAssetsConfig extends GlobalLimits, FeeBounds {
  assets: AssetInfo[]
}

/** The answer of `client.v2.getAssets` (spec 4.7). */
export interface HostAssetsConfigV2 extends GlobalLimits, FeeBounds {
  assets: AssetInfoV2[]
}

/** The answer of `client.v3.getOfframpAssets` (spec 2.3): no fee fields. */
export interface OfframpAssetsConfig extends GlobalLimits {
  assets: OfframpAssetInfo[]
}

/** Legacy asset (spec 2.5): EUR fields, no `chain`, no `currencyCode`. */
export interface LegacyAssetInfo extends AssetFields {
  priceEur: number
  priceUpdateTs: Timestamp
  price: Dictionary<number>
  minPurchaseAmountEur: number
  maxPurchaseAmountEur: number
  minPurchaseCryptoAmount: BaseUnits
  networkFeeEur: number
  networkParamsUpdatedAt: Timestamp
}

/** The answer of `client.legacy.getAssets` (spec 2.5). */
export interface LegacyHostAssetsConfig {
  assets: LegacyAssetInfo[]
  enabledFeatures?: string[] | null
  minPurchaseAmountEur: number
  maxPurchaseAmountEur: number
  minFeeAmountEur: number
  minFeePercent: number
  maxFeePercent: number
}

/** Query of `client.v3.getAssets`, `v3.getOfframpAssets` and `v2.getAssets` (spec 4.1). */
export interface AssetsQuery {
  /** Fiat currency of the limit and fee fields; the service defaults to EUR. */
  currencyCode?: string
  hostApiKey?: string
  userIp?: string
  withDisabled?: boolean
  withHidden?: boolean
}

/** Query of `client.legacy.getAssets` (spec 4.8). */
export interface LegacyAssetsQuery {
  hostApiKey?: string
  userIp?: string
  onlyEnabled?: boolean
  omitHidden?: boolean
}
