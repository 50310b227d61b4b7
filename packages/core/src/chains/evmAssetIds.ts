import { isAssetId } from '../assets/parseAssetId.js'
import type { AssetId } from '../types/common.js'
import type { ChainAsset } from './evmAsset.js'
import { type ChainTableOptions, chainFacts, SERVICE_CHAINS } from './serviceChains.js'

/**
 * The ids (`<CHAIN>_<SYMBOL>`) of a list's assets on the EVM chain `chainId`, in the list's order:
 * what the connected chain offers, for the widget's `swapAsset` or `offrampAsset`
 * (`ids.join(',')`). Empty for a chain id no listed chain has.
 */
export function evmAssetIds(
  assets: readonly ChainAsset[],
  chainId: number,
  options?: ChainTableOptions,
): AssetId[] {
  const table = options?.chains ?? SERVICE_CHAINS
  const ids = new Set<AssetId>()
  for (const asset of assets) {
    const facts = chainFacts(table, asset.chain)
    const id = `${asset.chain}_${asset.symbol}`
    // An entry whose id is malformed could not be asked for anyway.
    if (facts?.evm && facts.chainId === chainId && isAssetId(id)) ids.add(id)
  }
  return [...ids]
}
