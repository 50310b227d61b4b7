import { describe, expectTypeOf, it } from 'vitest'
import type { AssetInfo, OfframpAssetInfo } from '../types/assets.js'
import { type EvmAssetRef, evmAssetRef } from './evmAsset.js'
import { findEvmAsset } from './findEvmAsset.js'

declare const onramp: AssetInfo[]
declare const offramp: OfframpAssetInfo[]

describe('findEvmAsset types', () => {
  it('takes either V3 list and gives its own asset type back', () => {
    expectTypeOf(findEvmAsset(onramp, { chainId: 1 })).toEqualTypeOf<AssetInfo | undefined>()
    expectTypeOf(findEvmAsset(offramp, { chainId: 1, token: null })).toEqualTypeOf<
      OfframpAssetInfo | undefined
    >()
    // an asset's ref is a query for it
    expectTypeOf<EvmAssetRef>().toExtend<Parameters<typeof findEvmAsset>[1]>()
    expectTypeOf(evmAssetRef(onramp[0]!)).toEqualTypeOf<EvmAssetRef>()
    // @ts-expect-error the chain id is a number
    findEvmAsset(onramp, { chainId: '1' })
  })
})
