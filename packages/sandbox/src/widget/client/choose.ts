// Widget-side rules of spec 2.11, part of the stand-in widget's browser module (./main.ts).
import {
  type AssetFilterEntry,
  type AssetRef,
  matchesAssetList,
  parseAssetList,
} from '@rampkit/core'

export type { AssetRef }

const idOf = (asset: AssetRef) => `${asset.chain}_${asset.symbol}`

/**
 * Which assets one `swapAsset`-style list (or a single `defaultAsset`) names, as the production
 * widget reads it: `<CHAIN>_<SYMBOL>`, `<CHAIN>_*` (every asset of the chain) and, leniently, a
 * bare symbol such as `ETH` (every asset with that symbol, on any chain); any case. Entries
 * that fit none of these name nothing. A blank list names every asset.
 */
export function assetMatcher(list: string | undefined): (asset: AssetRef) => boolean {
  const items = (list ?? '')
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter((item) => item !== '')
  if (items.length === 0) return () => true
  const entries: AssetFilterEntry[] = []
  const symbols: string[] = []
  for (const item of items) {
    if (!item.includes('_')) symbols.push(item)
    else {
      const parsed = parseAssetList(item)
      if (parsed.ok) entries.push(...parsed.entries)
    }
  }
  return (asset) => {
    const upper = { chain: asset.chain.toUpperCase(), symbol: asset.symbol.toUpperCase() }
    return (
      symbols.includes(upper.symbol) ||
      // An empty entry list would match everything: only named entries count here.
      (entries.length > 0 && matchesAssetList(entries, upper))
    )
  }
}

/**
 * The assets a `swapAsset` / `offrampAsset` list offers, in catalog order (see `assetMatcher`);
 * `supported` is the country's `supportedAssets` (`null` = all).
 */
export function offeredAssets<T extends AssetRef>(
  assets: readonly T[],
  list: string | undefined,
  supported: readonly string[] | null | undefined,
): T[] {
  const listed = assetMatcher(list)
  return assets.filter(
    (asset) => listed(asset) && (supported == null || supported.includes(idOf(asset))),
  )
}

/**
 * The asset selected first: `defaultAsset` when offered, else the list's first item (a single
 * asset is then the only option), else the first offered asset. Either may be a bare symbol
 * or `<CHAIN>_*`: the first offered asset it names.
 */
export function defaultAssetId(
  offered: readonly AssetRef[],
  list: string | undefined,
  defaultAsset: string | undefined,
): string | undefined {
  const find = (wanted: string | undefined) => {
    if (!wanted?.trim()) return undefined
    const named = assetMatcher(wanted)
    const asset = offered.find(named)
    return asset && idOf(asset)
  }
  const first = offered[0]
  return find(defaultAsset) ?? find(list?.split(',')[0]) ?? (first && idOf(first))
}

/**
 * The currency to start with: `fiatCurrency` (any case) when the country offers it, else the
 * country's `mainCurrencyCode` (spec 2.11 fallback), else the first one offered.
 */
export function pickCurrency(
  offered: readonly string[],
  wanted: string | undefined,
  main: string | undefined,
): { code: string | undefined; fellBack: boolean } {
  const upper = wanted?.toUpperCase()
  if (upper && offered.includes(upper)) return { code: upper, fellBack: false }
  const code = main && offered.includes(main) ? main : offered[0]
  return { code, fellBack: upper !== undefined }
}

/** `value` in `from` converted to `to` through an asset's price dictionary, to cents. */
export function convertFiat(
  value: number,
  from: string,
  to: string,
  price: Record<string, number>,
): number {
  const a = price[from]
  const b = price[to]
  if (from === to || !a || !b) return value
  return Math.round(((value * b) / a) * 100) / 100
}
