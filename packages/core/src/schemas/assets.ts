import * as v from 'valibot'
import { absentOrNull } from './absentOrNull.js'
import {
  DecimalsSchema,
  DictionarySchema,
  LimitBaseUnitsSchema,
  LimitSchema,
  TimestampSchema,
} from './common.js'

// Response objects are loose: fields the service adds later pass through untouched. Open-ended
// strings (`type`, currency codes) take any value, so a new token standard is not an error.
// Optional fields accept absent and `null` alike.

// What every version of an asset says about itself, legacy included.
const assetIdentityEntries = {
  symbol: v.string(),
  name: v.string(),
  decimals: DecimalsSchema,
  type: v.string(),
  address: absentOrNull(v.string()),
  logoUrl: v.string(),
  enabled: v.boolean(),
  hidden: v.boolean(),
}

const assetEntries = {
  ...assetIdentityEntries,
  price: DictionarySchema,
  currencyCode: v.string(),
  minPurchaseAmount: LimitSchema,
  maxPurchaseAmount: LimitSchema,
  minPurchaseCryptoAmount: LimitBaseUnitsSchema,
  networkFee: v.number(),
}

/** V3 on-ramp asset (spec 2.2). */
export const AssetInfoSchema = v.looseObject({ ...assetEntries, chain: v.string() })

/** V2 asset (spec 2.2, 4.7): no `chain`. */
export const AssetInfoV2Schema = v.looseObject(assetEntries)

/** V3 off-ramp asset (spec 2.3): `address` always present, `null` for natives. */
export const OfframpAssetInfoSchema = v.looseObject({
  ...assetEntries,
  chain: v.string(),
  // always present per spec 2.3; absent is read as null (not a token) rather than refused
  address: absentOrNull(v.string()),
  networkFee: absentOrNull(v.number()),
})

const globalEntries = {
  enabledFeatures: absentOrNull(v.array(v.string())),
  currencyCode: v.string(),
  minPurchaseAmount: v.number(),
  maxPurchaseAmount: v.number(),
}

const feeEntries = {
  minFeeAmount: v.number(),
  minFeePercent: v.number(),
  maxFeePercent: v.number(),
}

/** The answer of `v3.getAssets` (spec 2.1). */
export const HostAssetsConfigSchema = v.looseObject({
  assets: v.array(AssetInfoSchema),
  ...globalEntries,
  ...feeEntries,
})

/** The answer of `v2.getAssets` (spec 4.7). */
export const HostAssetsConfigV2Schema = v.looseObject({
  assets: v.array(AssetInfoV2Schema),
  ...globalEntries,
  ...feeEntries,
})

/** The answer of `v3.getOfframpAssets` (spec 2.3): no fee fields. */
export const OfframpAssetsConfigSchema = v.looseObject({
  assets: v.array(OfframpAssetInfoSchema),
  ...globalEntries,
})

/** Legacy asset (spec 2.5). */
export const LegacyAssetInfoSchema = v.looseObject({
  ...assetIdentityEntries,
  priceEur: v.number(),
  priceUpdateTs: TimestampSchema,
  price: DictionarySchema,
  minPurchaseAmountEur: LimitSchema,
  maxPurchaseAmountEur: LimitSchema,
  minPurchaseCryptoAmount: LimitBaseUnitsSchema,
  networkFeeEur: v.number(),
  networkParamsUpdatedAt: TimestampSchema,
})

/** The answer of `legacy.getAssets` (spec 2.5). */
export const LegacyHostAssetsConfigSchema = v.looseObject({
  assets: v.array(LegacyAssetInfoSchema),
  enabledFeatures: absentOrNull(v.array(v.string())),
  minPurchaseAmountEur: v.number(),
  maxPurchaseAmountEur: v.number(),
  minFeeAmountEur: v.number(),
  minFeePercent: v.number(),
  maxFeePercent: v.number(),
})
