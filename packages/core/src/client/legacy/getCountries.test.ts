import { describe, expect, it } from 'vitest'
import { countries } from '../testing/fixtures.js'
import { json } from '../testing/scriptedFetch.js'
import { testClient } from '../testing/testClient.js'

describe('client.legacy.getCountries', () => {
  it('GETs {legacy_base_url}/host-api/countries with no parameters', async () => {
    const { client, url } = testClient([json(countries)])
    const result = await client.legacy.getCountries()
    expect(result).toEqual(countries)
    expect(result.map((c) => c.supportedAssets)).toEqual([null, ['ETH_USDC'], []])
    expect(url().href).toBe('https://legacy.test/api/host-api/countries')
  })

  it('takes { signal } as its only argument', async () => {
    const { client } = testClient([json(countries)])
    const controller = new AbortController()
    controller.abort('stop')
    await expect(client.legacy.getCountries({ signal: controller.signal })).rejects.toBe('stop')
  })
})
