import { describe, expect, it } from 'vitest'
import { offrampAssetsConfig } from '../testing/fixtures.js'
import { json } from '../testing/scriptedFetch.js'
import { TEST_KEY, testClient } from '../testing/testClient.js'

describe('client.v3.getOfframpAssets', () => {
  it('GETs /host-api/v3/offramp/assets with the query and resolves to the body', async () => {
    const { client, url } = testClient([json(offrampAssetsConfig)])
    const config = await client.v3.getOfframpAssets({ currencyCode: 'GBP', withDisabled: false })
    expect(config).toEqual(offrampAssetsConfig)
    expect(config.assets[0]!.address).toBeNull()
    expect(url().pathname).toBe('/api/host-api/v3/offramp/assets')
    expect(Object.fromEntries(url().searchParams)).toEqual({
      hostApiKey: TEST_KEY,
      currencyCode: 'GBP',
      withDisabled: 'false',
    })
  })

  it('rejects with HostApiError on failure', async () => {
    const { client } = testClient([json({ code: 'UNKNOWN_CURRENCY' }, 400)])
    await expect(client.v3.getOfframpAssets({ currencyCode: 'XXX' })).rejects.toMatchObject({
      code: 'UNKNOWN_CURRENCY',
      status: 400,
    })
  })
})
