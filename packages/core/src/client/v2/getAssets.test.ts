import { describe, expect, it } from 'vitest'
import { hostAssetsConfigV2 } from '../testing/fixtures.js'
import { json } from '../testing/scriptedFetch.js'
import { TEST_KEY, testClient } from '../testing/testClient.js'

describe('client.v2.getAssets', () => {
  it('GETs /host-api/v2/assets with the spec 4.1 query', async () => {
    const { client, url } = testClient([json(hostAssetsConfigV2)])
    const config = await client.v2.getAssets({ currencyCode: 'EUR', withHidden: true })
    expect(config).toEqual(hostAssetsConfigV2)
    expect(config.assets[0]).not.toHaveProperty('chain')
    expect(url().origin + url().pathname).toBe('https://api.test/api/host-api/v2/assets')
    expect(Object.fromEntries(url().searchParams)).toEqual({
      hostApiKey: TEST_KEY,
      currencyCode: 'EUR',
      withHidden: 'true',
    })
  })
})
