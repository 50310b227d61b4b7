import type {
  AssetInfo,
  AssetInfoV2,
  HostAssetsConfig,
  HostAssetsConfigV2,
  LegacyAssetInfo,
  LegacyHostAssetsConfig,
  OfframpAssetInfo,
  OfframpAssetsConfig,
} from '../types/assets.js'
import type { AssetId, BaseUnits } from '../types/common.js'

/** The limits that apply to one asset, in `currencyCode` (`EUR` for the legacy API). */
export interface PurchaseLimits {
  min: number
  max: number
  /** Minimum in base units, when the asset sets one. */
  minCrypto?: BaseUnits
  currencyCode: string
}

// `-1` means "no asset-specific limit, the global one applies" (spec 2.2, 8).
const or = (own: number, global: number) => (own === -1 ? global : own)

/**
 * The effective purchase limits of an asset: its own where it sets them, the config's global
 * ones where it says `-1`. `asset` is an entry of `config.assets` or how to find one: the
 * `<CHAIN>_<SYMBOL>` id for V3 configs, the symbol for V2 and legacy ones (they have no chain).
 * Throws a RangeError when no asset of the config matches.
 */
export function getPurchaseLimits(
  config: HostAssetsConfig | OfframpAssetsConfig,
  asset: AssetInfo | OfframpAssetInfo | AssetId,
): PurchaseLimits
export function getPurchaseLimits(
  config: HostAssetsConfigV2,
  asset: AssetInfoV2 | string,
): PurchaseLimits
export function getPurchaseLimits(
  config: LegacyHostAssetsConfig,
  asset: LegacyAssetInfo | string,
): PurchaseLimits
export function getPurchaseLimits(
  config: HostAssetsConfig | OfframpAssetsConfig | HostAssetsConfigV2 | LegacyHostAssetsConfig,
  asset: AssetInfo | OfframpAssetInfo | AssetInfoV2 | LegacyAssetInfo | string,
): PurchaseLimits {
  type Entry = { symbol: string; chain?: string; minPurchaseCryptoAmount: BaseUnits }
  const entry =
    typeof asset === 'string' ? findAsset(config.assets as readonly Entry[], asset) : asset
  const limits: PurchaseLimits =
    'minPurchaseAmountEur' in config
      ? {
          min: or((entry as LegacyAssetInfo).minPurchaseAmountEur, config.minPurchaseAmountEur),
          max: or((entry as LegacyAssetInfo).maxPurchaseAmountEur, config.maxPurchaseAmountEur),
          currencyCode: 'EUR',
        }
      : {
          min: or((entry as AssetInfoV2).minPurchaseAmount, config.minPurchaseAmount),
          max: or((entry as AssetInfoV2).maxPurchaseAmount, config.maxPurchaseAmount),
          currencyCode: config.currencyCode,
        }
  const minCrypto = entry.minPurchaseCryptoAmount
  if (minCrypto !== '-1') limits.minCrypto = minCrypto
  return limits
}

function findAsset<T extends { symbol: string; chain?: string }>(
  assets: readonly T[],
  id: string,
): T {
  const found = assets.find(
    (a) => (a.chain === undefined ? a.symbol : `${a.chain}_${a.symbol}`) === id,
  )
  if (!found) {
    throw new RangeError(
      `Unknown asset ${JSON.stringify(id)}: no entry of config.assets matches it`,
    )
  }
  return found
}
