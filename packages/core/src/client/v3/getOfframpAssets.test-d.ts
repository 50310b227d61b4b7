import { describe, expectTypeOf, it } from 'vitest'
import type { OfframpAssetInfo, OfframpAssetsConfig } from '../../types/assets.js'
import type { HostApiClient } from '../createHostApiClient.js'

declare const client: HostApiClient

describe('client.v3.getOfframpAssets types', () => {
  it('resolves to OfframpAssetsConfig: address string | null, no fee fields', () => {
    expectTypeOf(client.v3.getOfframpAssets()).resolves.toEqualTypeOf<OfframpAssetsConfig>()
    expectTypeOf<OfframpAssetInfo['address']>().toEqualTypeOf<string | null | undefined>()
    expectTypeOf<OfframpAssetInfo['networkFee']>().toEqualTypeOf<number | null | undefined>()
    expectTypeOf<OfframpAssetsConfig>().not.toHaveProperty('minFeeAmount')
  })
})
