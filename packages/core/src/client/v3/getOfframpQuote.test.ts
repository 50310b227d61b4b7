import { describe, expect, it } from 'vitest'
import { offrampQuote } from '../testing/fixtures.js'
import { json } from '../testing/scriptedFetch.js'
import { expectInvalid, expectJsonPost, testClient } from '../testing/testClient.js'

describe('client.v3.getOfframpQuote', () => {
  const body = {
    cryptoAssetSymbol: 'ETH_ETH',
    fiatCurrency: 'EUR',
    cryptoAmount: '1000000000000000000',
    userCountryCode: 'us',
    userRegionCode: 'CA',
  }

  it('POSTs the JSON body to /host-api/v3/offramp/quote/all?hostApiKey=', async () => {
    const test = testClient([json(offrampQuote)])
    const result = await test.client.v3.getOfframpQuote(body)
    expect(result).toEqual(offrampQuote)
    expect(result.SEPA?.fiatValue).toBe(100)
    expectJsonPost(test, 'https://api.test/api/host-api/v3/offramp/quote/all', body)
  })

  it('applies the quote rules before sending', async () => {
    const { client, calls } = testClient([json(offrampQuote)])
    await expectInvalid(client.v3.getOfframpQuote({ ...body, cryptoAmount: '1.5' }), 'cryptoAmount')
    await expectInvalid(
      client.v3.getOfframpQuote({ ...body, userCountryCode: 'USA' }),
      'userCountryCode',
    )
    expect(calls).toHaveLength(0)
  })
})
