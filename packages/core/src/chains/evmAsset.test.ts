import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostAssetsConfig, offrampAssetsConfig } from '../client/testing/fixtures.js'
import { isChainError } from './ChainError.js'
import { evmAssetRef, isNativeAsset } from './evmAsset.js'
import { findEvmAsset } from './findEvmAsset.js'
import { assetList, evmAsset, notEvmAsset } from './testing/arbitraries.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('isNativeAsset', () => {
  it('a native coin is typed NATIVE (V3) or has no contract (off-ramp assets, sales)', () => {
    expect(isNativeAsset({ type: 'NATIVE' })).toBe(true)
    expect(isNativeAsset({ type: 'NATIVE', address: null })).toBe(true)
    expect(isNativeAsset({ type: 'ETH', address: null })).toBe(true)
    expect(isNativeAsset({ type: 'ERC20', address: USDC })).toBe(false)
    // V3's type decides: a native coin listed with a contract address (Polygon's POL has one) is
    // still sent as the native coin
    const pol = {
      chain: 'MATIC',
      symbol: 'POL',
      type: 'NATIVE',
      address: `0x${'0'.repeat(36)}1010`,
    }
    expect(isNativeAsset(pol)).toBe(true)
    expect(evmAssetRef(pol)).toEqual({ chainId: 137, token: null })
  })
})

describe('evmAssetRef', () => {
  it('gives the chain id and token of the V3 lists’ assets', () => {
    const [eth, usdc] = hostAssetsConfig.assets
    expect(evmAssetRef(eth!)).toEqual({ chainId: 1, token: null })
    expect(evmAssetRef(usdc!)).toEqual({ chainId: 1, token: USDC })
    for (const asset of offrampAssetsConfig.assets) {
      expect(evmAssetRef(asset).chainId).toBe(1)
    }
  })

  it('refuses a token whose contract is no EVM address', () => {
    const mint = {
      chain: 'ETH',
      symbol: 'X',
      type: 'ERC20',
      address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    }
    expect(() => evmAssetRef(mint)).toThrow(
      expect.objectContaining({ code: 'INVALID_ADDRESS', chain: 'ETH' }),
    )
  })

  it('refuses every asset of a non-EVM or unknown chain', () => {
    fc.assert(
      fc.property(notEvmAsset, (asset) => {
        try {
          evmAssetRef(asset)
          expect.unreachable()
        } catch (error) {
          expect(isChainError(error, 'NOT_EVM_CHAIN') || isChainError(error, 'UNKNOWN_CHAIN')).toBe(
            true,
          )
        }
      }),
    )
  })

  it('every EVM asset of a list maps to one chain and token, and back to itself', () => {
    fc.assert(
      fc.property(assetList, (assets) => {
        for (const asset of assets) {
          let ref: ReturnType<typeof evmAssetRef>
          try {
            ref = evmAssetRef(asset)
          } catch (error) {
            expect(isChainError(error)).toBe(true)
            continue
          }
          expect(findEvmAsset(assets, ref)).toBe(asset)
          // the token's address in another case is the same token
          if (ref.token) {
            expect(findEvmAsset(assets, { ...ref, token: ref.token.toLowerCase() })).toBe(asset)
          }
        }
      }),
    )
  })

  it('a token keeps its contract address as the list spells it', () => {
    fc.assert(
      fc.property(evmAsset, (asset) => {
        const { token } = evmAssetRef(asset)
        expect(token).toBe(isNativeAsset(asset) ? null : asset.address)
      }),
    )
  })
})
