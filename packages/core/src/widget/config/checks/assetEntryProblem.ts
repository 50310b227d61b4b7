/**
 * What is unusual about an asset entry, or undefined when it has a form the field takes
 * (`fits`: `isAssetId` for `defaultAsset`, `isAssetListEntry` for the lists):
 * - `empty`: nothing between two commas;
 * - `bareSymbol`: letters and digits only (`ETH` where `ETH_ETH` is meant): the widget matches
 *   it by symbol on every chain;
 * - `notUpperCase`: its upper-case form fits (`eth_usdc` → `ETH_USDC`);
 * - `otherForm`: anything else (`ETH-USDC`).
 */
export type AssetEntryProblem = 'empty' | 'bareSymbol' | 'notUpperCase' | 'otherForm'

export function assetEntryProblem(
  entry: string,
  fits: (entry: string) => boolean,
): AssetEntryProblem | undefined {
  if (fits(entry)) return undefined
  if (!entry) return 'empty'
  if (/^[A-Za-z0-9]+$/.test(entry)) return 'bareSymbol'
  const upper = entry.toUpperCase()
  return upper !== entry && fits(upper) ? 'notUpperCase' : 'otherForm'
}
