import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostAssetsConfig } from '../client/testing/fixtures.js'
import { isChainError } from './ChainError.js'
import { type ChainAsset, evmAssetRef } from './evmAsset.js'
import { findEvmAsset } from './findEvmAsset.js'
import { SERVICE_CHAINS } from './serviceChains.js'
import { assetList, evmAddress, notEvmAsset } from './testing/arbitraries.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const POLYGON_USDC = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'
const assets: ChainAsset[] = [
  { chain: 'ETH', symbol: 'ETH', type: 'NATIVE' },
  { chain: 'ETH', symbol: 'USDC', type: 'ERC20', address: USDC },
  { chain: 'MATIC', symbol: 'POL', type: 'NATIVE', address: null },
  { chain: 'MATIC', symbol: 'USDC', type: 'ERC20', address: POLYGON_USDC },
  { chain: 'BTC', symbol: 'BTC', type: 'NATIVE', address: null },
  {
    chain: 'SOLANA',
    symbol: 'USDC',
    type: 'SPL',
    address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  },
]

describe('findEvmAsset', () => {
  it('finds the native coin of a chain id, or its token by contract in any case', () => {
    expect(findEvmAsset(assets, { chainId: 1 })?.symbol).toBe('ETH')
    expect(findEvmAsset(assets, { chainId: 137, token: null })?.symbol).toBe('POL')
    expect(findEvmAsset(assets, { chainId: 1, token: USDC.toLowerCase() })?.symbol).toBe('USDC')
    expect(
      findEvmAsset(assets, { chainId: 137, token: POLYGON_USDC.toUpperCase().replace('0X', '0x') }),
    ).toBe(assets[3])
    // the entry itself, typed as the list's
    expect(findEvmAsset(hostAssetsConfig.assets, { chainId: 1, token: USDC })).toBe(
      hostAssetsConfig.assets[1],
    )
  })

  it('finds nothing for a chain id the table does not have, or a token on another chain', () => {
    expect(findEvmAsset(assets, { chainId: 8453 })).toBeUndefined()
    expect(findEvmAsset(assets, { chainId: 31337 })).toBeUndefined()
    expect(findEvmAsset(assets, { chainId: 1, token: POLYGON_USDC })).toBeUndefined()
    expect(findEvmAsset([], { chainId: 1 })).toBeUndefined()
  })

  it('never matches an asset of a non-EVM or unknown chain', () => {
    fc.assert(
      fc.property(notEvmAsset, fc.integer({ min: 1, max: 100_000 }), (asset, chainId) => {
        expect(findEvmAsset([asset], { chainId })).toBeUndefined()
        if (typeof asset.address === 'string') {
          expect(findEvmAsset([asset], { chainId, token: asset.address })).toBeUndefined()
        }
      }),
    )
  })

  it('a token that is no EVM address is refused, not looked for', () => {
    expect(() => findEvmAsset(assets, { chainId: 1, token: 'USDC' })).toThrow(
      expect.objectContaining({ name: 'ChainError', code: 'INVALID_ADDRESS' }),
    )
  })

  it('two assets fitting one chain id and token are refused (a table giving two codes one id)', () => {
    const chains = { ...SERVICE_CHAINS, LOCAL: { evm: true, chainId: 1 } }
    const both = [...assets, { chain: 'LOCAL', symbol: 'ETH', type: 'NATIVE' }]
    try {
      findEvmAsset(both, { chainId: 1 }, { chains })
      expect.unreachable()
    } catch (error) {
      expect(isChainError(error, 'AMBIGUOUS_ASSET')).toBe(true)
      expect((error as Error).message).toContain('ETH_ETH, LOCAL_ETH')
    }
    // with the token, the other chain's native coin is no match
    expect(findEvmAsset(both, { chainId: 1, token: USDC }, { chains })).toBe(assets[1])
  })

  it('what it finds has that chain id and token; what it does not find is not in the list', () => {
    const sameToken = (a: string | null, b: string | null | undefined) =>
      (a ?? null)?.toLowerCase() === (b ?? null)?.toLowerCase()
    fc.assert(
      fc.property(
        assetList,
        fc.constantFrom(1, 137, 8453),
        fc.option(evmAddress),
        (list, chainId, token) => {
          const found = findEvmAsset(list, { chainId, token })
          const refs = list.flatMap((asset) => {
            try {
              return [{ asset, ref: evmAssetRef(asset) }]
            } catch {
              return []
            }
          })
          const fitting = refs.filter(
            ({ ref }) => ref.chainId === chainId && sameToken(ref.token, token),
          )
          expect(fitting.map(({ asset }) => asset)).toEqual(found ? [found] : [])
        },
      ),
    )
  })
})
