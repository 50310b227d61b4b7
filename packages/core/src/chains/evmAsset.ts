import { ChainError, describeValue } from './ChainError.js'
import { type EvmAddress, isEvmAddress } from './evmAddress.js'
import { evmChainId } from './evmChainId.js'
import type { ChainTableOptions } from './serviceChains.js'

/**
 * The fields of an asset the chain functions read. The V3 assets (`AssetInfo`,
 * `OfframpAssetInfo`) and a sale's or send-crypto request's `assetInfo` all have them.
 */
export interface ChainAsset {
  /** The service's chain code (`ETH`, `MATIC`, `SOLANA`). */
  chain: string
  symbol: string
  /** `NATIVE` for the chain's own coin, else the token standard (`ERC20`). */
  type: string
  /** The token's contract; absent or `null` for the native coin. */
  address?: string | null
}

/** Where an asset lives on an EVM chain: the chain id, and the token contract (`null`: the native coin). */
export interface EvmAssetRef {
  chainId: number
  token: EvmAddress | null
}

/**
 * Whether `asset` is its chain's own coin: V3 types it `NATIVE`, and the off-ramp assets and
 * sales give it no contract (`address` `null`, spec 2.2, 2.3).
 */
export function isNativeAsset(asset: Pick<ChainAsset, 'type' | 'address'>): boolean {
  return asset.type === 'NATIVE' || asset.address === null || asset.address === undefined
}

/**
 * The chain id and token of an asset of the service: `{ chainId: 1, token: '0xA0b8…' }` for
 * `ETH_USDC`, `{ chainId: 1, token: null }` for `ETH_ETH`. Throws a `ChainError`: `NOT_EVM_CHAIN`
 * or `UNKNOWN_CHAIN` for its chain, `INVALID_ADDRESS` for a token whose contract is no EVM address.
 */
export function evmAssetRef(asset: ChainAsset, options?: ChainTableOptions): EvmAssetRef {
  const chainId = evmChainId(asset.chain, options)
  if (isNativeAsset(asset)) return { chainId, token: null }
  if (!isEvmAddress(asset.address)) {
    throw new ChainError(
      `Token ${describeValue(asset.symbol)} of chain ${describeValue(asset.chain)} has no EVM contract address: ${describeValue(asset.address)}`,
      { code: 'INVALID_ADDRESS', chain: asset.chain },
    )
  }
  return { chainId, token: asset.address }
}
