import { evmAssetIds, isNativeAsset, SERVICE_CHAINS } from '@rampkit/core/chains'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
// Core's arbitraries of V3 asset lists (EVM, non-EVM and unknown chains mixed).
import { assetList, evmAddress } from '../../core/src/chains/testing/arbitraries.js'
import { widgetAssetConfig } from './widgetAssetConfig.js'

const chainIds = Object.values(SERVICE_CHAINS).flatMap((facts) =>
  facts.evm ? [facts.chainId] : [],
)
/** A chain the wallet may be on: one of the table's, or one the service does not list. */
const chainId = fc.oneof(fc.constantFrom(...chainIds), fc.integer({ min: 1, max: 2 ** 32 }))
const connection = fc.record({ address: evmAddress, chainId })
const ids = (list: string | undefined) => (list ? list.split(',') : [])

describe('widgetAssetConfig', () => {
  it('offers exactly the assets of the connected chain, for each flow, and no other', () => {
    fc.assert(
      fc.property(connection, assetList, assetList, (wallet, assets, offrampAssets) => {
        const config = widgetAssetConfig(wallet, { assets, offrampAssets })
        expect(config.userAddress).toBe(wallet.address)
        expect(ids(config.swapAsset)).toEqual(evmAssetIds(assets, wallet.chainId))
        expect(ids(config.offrampAsset)).toEqual(evmAssetIds(offrampAssets, wallet.chainId))
        // Every id offered is an asset of that chain in its list.
        for (const id of ids(config.swapAsset)) {
          const asset = assets.find((a) => `${a.chain}_${a.symbol}` === id)
          expect(asset && evmAssetIds([asset], wallet.chainId)).toEqual([id])
        }
      }),
    )
  })

  it('defaults to an offered asset: the native coin when the chain has it, else the first', () => {
    fc.assert(
      fc.property(connection, assetList, (wallet, assets) => {
        const config = widgetAssetConfig(wallet, { assets })
        const offered = ids(config.swapAsset)
        if (offered.length === 0) {
          expect(config).toEqual({ userAddress: wallet.address })
          return
        }
        expect(offered).toContain(config.defaultAsset)
        const native = assets.find(
          (a) => isNativeAsset(a) && offered.includes(`${a.chain}_${a.symbol}`),
        )
        expect(config.defaultAsset).toBe(native ? `${native.chain}_${native.symbol}` : offered[0])
      }),
    )
  })

  it('uses the on-ramp list for selling when no off-ramp list is given', () => {
    fc.assert(
      fc.property(connection, assetList, (wallet, assets) => {
        const config = widgetAssetConfig(wallet, { assets })
        expect(config.offrampAsset).toBe(config.swapAsset)
      }),
    )
  })

  it('is empty with no wallet connected', () => {
    fc.assert(
      fc.property(assetList, (assets) => {
        expect(widgetAssetConfig(undefined, { assets })).toEqual({})
      }),
    )
  })

  it('reads the chain table it is given (a local chain standing for ETH)', () => {
    const assets = [
      { chain: 'ETH', symbol: 'USDC', type: 'ERC20', address: `0x${'a'.repeat(40)}` },
      { chain: 'ETH', symbol: 'ETH', type: 'NATIVE' },
      { chain: 'BTC', symbol: 'BTC', type: 'NATIVE' },
    ]
    const wallet = { address: `0x${'1'.repeat(40)}` as const, chainId: 31337 }
    expect(widgetAssetConfig(wallet, { assets })).toEqual({ userAddress: wallet.address })
    expect(
      widgetAssetConfig(wallet, { assets, chains: { ETH: { evm: true, chainId: 31337 } } }),
    ).toEqual({
      userAddress: wallet.address,
      swapAsset: 'ETH_USDC,ETH_ETH',
      offrampAsset: 'ETH_USDC,ETH_ETH',
      defaultAsset: 'ETH_ETH',
    })
  })
})
