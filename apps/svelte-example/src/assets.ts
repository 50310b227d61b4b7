/** `<CHAIN>_<SYMBOL>`, the id the API and the widget use for an asset. */
export const assetIdOf = (asset: { chain: string; symbol: string }) =>
  `${asset.chain}_${asset.symbol}`
