import { describe, expectTypeOf, it } from 'vitest'
import type { AssetInfo, HostAssetsConfig } from '../../types/assets.js'
import type { HostApiClient } from '../createHostApiClient.js'

declare const client: HostApiClient

describe('client.v3.getAssets types', () => {
  it('resolves to HostAssetsConfig whose assets carry a chain', () => {
    expectTypeOf(client.v3.getAssets()).resolves.toEqualTypeOf<HostAssetsConfig>()
    expectTypeOf<AssetInfo['chain']>().toEqualTypeOf<string>()
    expectTypeOf<HostAssetsConfig['enabledFeatures']>().toEqualTypeOf<string[] | null | undefined>()
  })

  it('takes the spec 4.1 query and { signal } last', () => {
    client.v3.getAssets({ currencyCode: 'EUR', withHidden: true }, { signal: AbortSignal.abort() })
    // @ts-expect-error booleans are booleans, not strings
    client.v3.getAssets({ withHidden: 'true' })
    // @ts-expect-error unknown query parameter
    client.v3.getAssets({ onlyEnabled: true })
  })
})
