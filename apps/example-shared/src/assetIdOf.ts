/**
 * `<CHAIN>_<SYMBOL>`, the id the API and the widget use. Unlike core's `assetId` it never
 * throws: the page compares ids of assets the API listed, it does not validate them.
 */
export const assetIdOf = (asset: { chain: string; symbol: string }) =>
  `${asset.chain}_${asset.symbol}`
