import { describe, expectTypeOf, it } from 'vitest'
import type { LegacyAssetInfo, LegacyHostAssetsConfig } from '../../types/assets.js'
import type { HostApiClient } from '../createHostApiClient.js'

declare const client: HostApiClient

describe('client.legacy.getAssets types', () => {
  it('resolves to the EUR config: no chain, no currencyCode, string timestamps', () => {
    expectTypeOf(client.legacy.getAssets()).resolves.toEqualTypeOf<LegacyHostAssetsConfig>()
    expectTypeOf<LegacyAssetInfo>().not.toHaveProperty('chain')
    expectTypeOf<LegacyAssetInfo>().not.toHaveProperty('currencyCode')
    expectTypeOf<LegacyAssetInfo['priceUpdateTs']>().toEqualTypeOf<string>()
  })

  it('takes the legacy query, not the V3 one', () => {
    client.legacy.getAssets({ onlyEnabled: true, omitHidden: true })
    // @ts-expect-error withHidden is V3/V2 only
    client.legacy.getAssets({ withHidden: true })
  })
})
