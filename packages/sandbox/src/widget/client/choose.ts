// Widget-side rules of spec 2.11. Runs in the browser as part of the widget script (see
// ../widgetScript.ts): each function is self-contained, using only its parameters and globals.

export interface AssetRef {
  chain: string
  symbol: string
}

/**
 * The assets a `swapAsset` / `offrampAsset` list offers, in catalog order: blank = all; entries
 * are `<CHAIN>_<SYMBOL>` or `<CHAIN>_*` (every asset of that chain); `supported` is the
 * country's `supportedAssets` (`null` = all).
 */
export function offeredAssets<T extends AssetRef>(
  assets: readonly T[],
  list: string | undefined,
  supported: readonly string[] | null,
): T[] {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter((entry) => entry !== '')
  return assets.filter((asset) => {
    const id = `${asset.chain}_${asset.symbol}`.toUpperCase()
    const listed =
      entries.length === 0 ||
      entries.some((entry) => entry === id || entry === `${asset.chain.toUpperCase()}_*`)
    return listed && (supported === null || supported.includes(`${asset.chain}_${asset.symbol}`))
  })
}

/**
 * The asset selected first: `defaultAsset` when offered, else the list's first item (a single
 * asset is then the only option), else the first offered asset.
 */
export function defaultAssetId(
  offered: readonly AssetRef[],
  list: string | undefined,
  defaultAsset: string | undefined,
): string | undefined {
  const ids = offered.map((asset) => `${asset.chain}_${asset.symbol}`)
  const find = (wanted: string | undefined) => {
    if (!wanted) return undefined
    const upper = wanted.trim().toUpperCase()
    if (upper.endsWith('_*')) {
      return ids.find((id) => id.toUpperCase().startsWith(upper.slice(0, -1)))
    }
    return ids.find((id) => id.toUpperCase() === upper)
  }
  return find(defaultAsset) ?? find(list?.split(',')[0]) ?? ids[0]
}

/**
 * The currency to start with: `fiatCurrency` when the country offers it, else the country's
 * `mainCurrencyCode` (spec 2.11 fallback), else the first one offered.
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

/** Base units as a decimal string (`'1500000000000000000', 18` → `'1.5'`), exact. */
export function formatUnits(units: string, decimals: number): string {
  const digits = BigInt(units)
    .toString()
    .padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
