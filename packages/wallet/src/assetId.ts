/** The service's id of an asset (`ETH_USDC`), as the widget names assets. */
export const assetId = (asset: { chain: string; symbol: string }) =>
  `${asset.chain}_${asset.symbol}`
