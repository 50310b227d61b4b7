import { describe, expectTypeOf, it } from 'vitest'
import type { CountryInfo } from '../../types/currencies.js'
import type { HostApiClient } from '../createHostApiClient.js'

declare const client: HostApiClient

describe('client.legacy.getCountries types', () => {
  it('resolves to CountryInfo[]; supportedAssets may be null', () => {
    expectTypeOf(client.legacy.getCountries()).resolves.toEqualTypeOf<CountryInfo[]>()
    expectTypeOf<CountryInfo['supportedAssets']>().toEqualTypeOf<string[] | null | undefined>()
  })
})
