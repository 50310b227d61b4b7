import { describe, expectTypeOf, it } from 'vitest'
import type { AssetInfoV2, HostAssetsConfigV2 } from '../../types/assets.js'
import type { HostApiClient } from '../createHostApiClient.js'

declare const client: HostApiClient

describe('client.v2.getAssets types', () => {
  it('V2 assets have no chain', () => {
    expectTypeOf(client.v2.getAssets()).resolves.toEqualTypeOf<HostAssetsConfigV2>()
    expectTypeOf<HostAssetsConfigV2['assets']>().toEqualTypeOf<AssetInfoV2[]>()
    expectTypeOf<AssetInfoV2>().not.toHaveProperty('chain')
    expectTypeOf<AssetInfoV2>().toHaveProperty('type').toEqualTypeOf<string>()
  })
})
