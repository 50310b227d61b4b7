import { describe, expect, it } from 'vitest'
import { hostAssetsConfig } from '../testing/fixtures.js'
import { json } from '../testing/scriptedFetch.js'
import { TEST_KEY, testClient } from '../testing/testClient.js'

describe('client.v3.getAssets', () => {
  it('GETs /host-api/v3/assets with the client key and resolves to the body', async () => {
    const { client, url, calls } = testClient([json(hostAssetsConfig)])
    await expect(client.v3.getAssets()).resolves.toEqual(hostAssetsConfig)
    expect(url().origin + url().pathname).toBe('https://api.test/api/host-api/v3/assets')
    expect(url().search).toBe(`?hostApiKey=${TEST_KEY}`)
    expect(calls[0]).toMatchObject({ method: 'GET', headers: { accept: 'application/json' } })
    expect(calls[0]!.body).toBeUndefined()
  })

  it('sends every query parameter, booleans as true/false, and omits undefined ones', async () => {
    const { client, url } = testClient([json(hostAssetsConfig)])
    await client.v3.getAssets({
      currencyCode: 'USD',
      userIp: '203.0.113.7',
      withDisabled: true,
      withHidden: false,
      hostApiKey: undefined,
    })
    expect(Object.fromEntries(url().searchParams)).toEqual({
      currencyCode: 'USD',
      userIp: '203.0.113.7',
      withDisabled: 'true',
      withHidden: 'false',
    })
  })

  it('a hostApiKey in the query replaces the client one', async () => {
    const { client, url } = testClient([json(hostAssetsConfig)])
    await client.v3.getAssets({ hostApiKey: 'other-key' })
    expect(url().searchParams.getAll('hostApiKey')).toEqual(['other-key'])
  })

  it('sends no key when the client has none', async () => {
    const { client, url } = testClient([json(hostAssetsConfig)], { hostApiKey: undefined })
    await client.v3.getAssets()
    expect(url().search).toBe('')
  })
})
