import type { AssetRef } from './parseAssetId.js'
import { chainOfWildcard, isAssetId, parseAssetId } from './parseAssetId.js'

/** One entry of a `swapAsset`/`offrampAsset` list: an asset, or every asset of a chain (`<CHAIN>_*`). */
export type AssetFilterEntry = { chain: string; symbol: string } | { chain: string; symbol: '*' }

/**
 * What `parseAssetList` returns: the parsed entries, or every entry that is neither
 * `<CHAIN>_<SYMBOL>` nor `<CHAIN>_*` with its index in the list.
 */
export type AssetListParse =
  | { ok: true; entries: AssetFilterEntry[] }
  | { ok: false; invalid: { index: number; value: string }[] }

/**
 * Parses a `swapAsset`-style list (comma-separated string or array). Blank means every asset
 * and gives no entries.
 */
export function parseAssetList(list: string | readonly string[]): AssetListParse {
  const items = (typeof list === 'string' ? list.split(',') : [...list]).map((item) => item.trim())
  if (items.every((item) => item === '')) return { ok: true, entries: [] }
  const entries: AssetFilterEntry[] = []
  const invalid: { index: number; value: string }[] = []
  items.forEach((item, index) => {
    const wildcardChain = chainOfWildcard(item)
    if (wildcardChain !== undefined) entries.push({ chain: wildcardChain, symbol: '*' })
    else if (isAssetId(item)) entries.push(parseAssetId(item))
    else invalid.push({ index, value: item })
  })
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, entries }
}

/** Whether an asset is offered by a parsed list; an empty list offers every asset. */
export function matchesAssetList(entries: readonly AssetFilterEntry[], asset: AssetRef): boolean {
  if (entries.length === 0) return true
  return entries.some(
    (entry) =>
      entry.chain === asset.chain && (entry.symbol === '*' || entry.symbol === asset.symbol),
  )
}

/**
 * Keeps the assets a `swapAsset`-style list offers (`'ETH_*,MATIC_USDC'`), as the widget would.
 * Throws a TypeError naming the first entry that is neither `<CHAIN>_<SYMBOL>` nor `<CHAIN>_*`.
 */
export function filterAssets<T extends AssetRef>(
  assets: readonly T[],
  list: string | readonly string[],
): T[] {
  const parsed = parseAssetList(list)
  if (!parsed.ok) {
    const first = parsed.invalid[0]!
    throw new TypeError(
      `Invalid asset list entry ${JSON.stringify(first.value)} at index ${first.index}: expected <CHAIN>_<SYMBOL> or <CHAIN>_*`,
    )
  }
  return assets.filter((asset) => matchesAssetList(parsed.entries, asset))
}
