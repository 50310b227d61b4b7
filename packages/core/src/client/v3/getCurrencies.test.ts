import { describe, expect, it } from 'vitest'
import { currencies } from '../testing/fixtures.js'
import { json } from '../testing/scriptedFetch.js'
import { expectInvalid, testClient } from '../testing/testClient.js'

describe('client.v3.getCurrencies', () => {
  it('GETs /host-api/v3/currencies without credentials', async () => {
    const { client, url } = testClient([json(currencies)])
    await expect(client.v3.getCurrencies()).resolves.toEqual(currencies)
    expect(url().pathname).toBe('/api/host-api/v3/currencies')
    expect(url().search).toBe('')
  })

  it('sends countryCode lowercase, as spec 4.3 asks', async () => {
    const { client, url } = testClient([json(currencies)])
    await client.v3.getCurrencies({ countryCode: 'DE' })
    expect(url().search).toBe('?countryCode=de')
  })

  it.each(['D', 'DEU', '1a', 'd e', ''])('rejects countryCode %j before sending', async (code) => {
    const { client, calls } = testClient([json(currencies)])
    await expectInvalid(client.v3.getCurrencies({ countryCode: code }), 'countryCode')
    expect(calls).toHaveLength(0)
  })
})
