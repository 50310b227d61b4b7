import { describe, expectTypeOf, it } from 'vitest'
import type {
  AssetInfo,
  HostAssetsConfig,
  HostAssetsConfigV2,
  LegacyHostAssetsConfig,
} from '../types/assets.js'
import { getPurchaseLimits, type PurchaseLimits } from './getPurchaseLimits.js'

declare const v3: HostAssetsConfig
declare const v2: HostAssetsConfigV2
declare const legacy: LegacyHostAssetsConfig
declare const asset: AssetInfo

describe('getPurchaseLimits types', () => {
  it('takes every config version and returns PurchaseLimits', () => {
    expectTypeOf(getPurchaseLimits(v3, 'ETH_ETH')).toEqualTypeOf<PurchaseLimits>()
    expectTypeOf(getPurchaseLimits(v3, asset)).toEqualTypeOf<PurchaseLimits>()
    expectTypeOf(getPurchaseLimits(v2, 'ETH')).toEqualTypeOf<PurchaseLimits>()
    expectTypeOf(getPurchaseLimits(legacy, 'ETH')).toEqualTypeOf<PurchaseLimits>()
    expectTypeOf<PurchaseLimits['minCrypto']>().toEqualTypeOf<string | undefined>()
  })

  it('an asset entry must belong to the config version', () => {
    // @ts-expect-error a V3 asset is not a legacy asset
    getPurchaseLimits(legacy, asset)
  })
})
