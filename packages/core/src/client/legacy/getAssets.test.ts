import { describe, expect, it } from 'vitest'
import { legacyAssetsConfig } from '../testing/fixtures.js'
import { json } from '../testing/scriptedFetch.js'
import { TEST_KEY, testClient } from '../testing/testClient.js'

describe('client.legacy.getAssets', () => {
  it('GETs {legacy_base_url}/host-api/assets with the spec 4.8 query', async () => {
    const { client, url } = testClient([json(legacyAssetsConfig)])
    await expect(
      client.legacy.getAssets({ onlyEnabled: true, omitHidden: false }),
    ).resolves.toEqual(legacyAssetsConfig)
    expect(url().origin + url().pathname).toBe('https://legacy.test/api/host-api/assets')
    expect(Object.fromEntries(url().searchParams)).toEqual({
      hostApiKey: TEST_KEY,
      onlyEnabled: 'true',
      omitHidden: 'false',
    })
  })

  it('legacyBaseUrl defaults to baseUrl', async () => {
    const { client, url } = testClient([json(legacyAssetsConfig)], { legacyBaseUrl: undefined })
    await client.legacy.getAssets()
    expect(url().origin + url().pathname).toBe('https://api.test/api/host-api/assets')
  })
})
