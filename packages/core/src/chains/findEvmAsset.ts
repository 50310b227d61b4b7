import { ChainError, describeValue } from './ChainError.js'
import { isEvmAddress } from './evmAddress.js'
import { type ChainAsset, isNativeAsset } from './evmAsset.js'
import { type ChainTableOptions, chainFacts, SERVICE_CHAINS } from './serviceChains.js'

/** An asset on an EVM chain, as a wallet knows it: the chain id and the token contract, or none for the native coin. */
export interface EvmAssetQuery {
  chainId: number
  /** The token's contract address (any case); absent or `null` for the chain's native coin. */
  token?: string | null
}

/**
 * The asset of a list (the V3 assets, on-ramp or off-ramp) that is the given chain's native coin
 * or token: `findEvmAsset(assets, { chainId: 1, token: usdcAddress })` is `ETH_USDC`'s entry.
 * Undefined when the list has none. Assets of non-EVM and unknown chains never match. Throws a
 * `ChainError`: `INVALID_ADDRESS` for a `token` that is no EVM address, `AMBIGUOUS_ASSET` when
 * two assets fit (a chain table giving two codes one id).
 */
export function findEvmAsset<Asset extends ChainAsset>(
  assets: readonly Asset[],
  query: EvmAssetQuery,
  options?: ChainTableOptions,
): Asset | undefined {
  const { chainId, token } = query
  const native = token === undefined || token === null
  if (!native && !isEvmAddress(token)) {
    throw new ChainError(`Token ${describeValue(token)} is not an EVM address`, {
      code: 'INVALID_ADDRESS',
    })
  }
  const wanted = native ? null : token.toLowerCase()
  const table = options?.chains ?? SERVICE_CHAINS
  const found = assets.filter((asset) => {
    const facts = chainFacts(table, asset.chain)
    if (!facts?.evm || facts.chainId !== chainId) return false
    if (isNativeAsset(asset)) return native
    return !native && typeof asset.address === 'string' && asset.address.toLowerCase() === wanted
  })
  if (found.length > 1) {
    throw new ChainError(
      `${found.length} assets fit chain id ${chainId} and ${native ? 'its native coin' : `token ${token}`}: ${found.map((asset) => `${asset.chain}_${asset.symbol}`).join(', ')}`,
      { code: 'AMBIGUOUS_ASSET' },
    )
  }
  return found[0]
}
