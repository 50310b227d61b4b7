import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAssetId } from '../assets/parseAssetId.js'
import { hostAssetsConfig } from '../client/testing/fixtures.js'
import type { ChainAsset } from './evmAsset.js'
import { evmAssetIds } from './evmAssetIds.js'
import { evmChainId, isEvmChain } from './evmChainId.js'
import { assetList, EVM_CODES } from './testing/arbitraries.js'

const assets: ChainAsset[] = [
  { chain: 'ETH', symbol: 'ETH', type: 'NATIVE' },
  { chain: 'BTC', symbol: 'BTC', type: 'NATIVE', address: null },
  { chain: 'MATIC', symbol: 'POL', type: 'NATIVE', address: null },
  {
    chain: 'ETH',
    symbol: 'USDC',
    type: 'ERC20',
    address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  },
  {
    chain: 'MATIC',
    symbol: 'USDC.e',
    type: 'ERC20',
    address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174',
  },
]

describe('evmAssetIds', () => {
  it('lists the ids of a chain id’s assets in the list’s order', () => {
    expect(evmAssetIds(assets, 1)).toEqual(['ETH_ETH', 'ETH_USDC'])
    expect(evmAssetIds(assets, 137)).toEqual(['MATIC_POL', 'MATIC_USDC.e'])
    expect(evmAssetIds(hostAssetsConfig.assets, 1).join(',')).toBe('ETH_ETH,ETH_USDC')
  })

  it('is empty for a chain id no listed chain has', () => {
    expect(evmAssetIds(assets, 8453)).toEqual([])
    expect(evmAssetIds(assets, 31337)).toEqual([])
    expect(evmAssetIds(assets, 31337, { chains: { ETH: { evm: true, chainId: 31337 } } })).toEqual([
      'ETH_ETH',
      'ETH_USDC',
    ])
  })

  it('names an id once, and leaves out entries whose id is malformed', () => {
    const odd = [
      assets[0]!,
      { ...assets[0]! },
      { chain: 'ETH', symbol: 'U SD', type: 'ERC20', address: null },
    ]
    expect(evmAssetIds(odd, 1)).toEqual(['ETH_ETH'])
  })

  it('every EVM asset of a list is among the ids of exactly its chain’s id, no other asset is', () => {
    fc.assert(
      fc.property(assetList, (list) => {
        const byChainId = new Map(
          EVM_CODES.map((code) => [evmChainId(code), evmAssetIds(list, evmChainId(code))]),
        )
        for (const [chainId, ids] of byChainId) {
          for (const id of ids) expect(evmChainId(parseAssetId(id).chain)).toBe(chainId)
        }
        const listed = [...byChainId.values()].flat()
        const evmIds = list
          .filter((asset) => isEvmChain(asset.chain))
          .map((a) => `${a.chain}_${a.symbol}`)
        expect(listed.sort()).toEqual(evmIds.sort())
      }),
    )
  })
})
