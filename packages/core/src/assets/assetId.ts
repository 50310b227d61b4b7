import type { AssetId } from '../types/common.js'
import { type AssetRef, parseAssetId } from './parseAssetId.js'

/** Joins chain and symbol into `<CHAIN>_<SYMBOL>`; throws a TypeError when the result is not a valid id. */
export function assetId(asset: AssetRef): AssetId {
  const id = `${asset.chain}_${asset.symbol}`
  parseAssetId(id)
  return id
}
