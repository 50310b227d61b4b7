import { describe, expect, it } from 'vitest'
import { onrampQuote } from '../testing/fixtures.js'
import { json } from '../testing/scriptedFetch.js'
import { expectInvalid, expectJsonPost, testClient } from '../testing/testClient.js'

describe('client.v3.getOnrampQuote', () => {
  const body = {
    cryptoAssetSymbol: 'ETH_ETH',
    fiatCurrency: 'EUR',
    fiatValue: 100,
    userCountryCode: 'DE',
  }

  it('POSTs the JSON body to /host-api/v3/onramp/quote/all?hostApiKey=', async () => {
    const test = testClient([json(onrampQuote)])
    const result = await test.client.v3.getOnrampQuote(body)
    expect(result).toEqual(onrampQuote)
    expect(result.CARD_PAYMENT?.fiatValue).toBe(100)
    expectJsonPost(test, 'https://api.test/api/host-api/v3/onramp/quote/all', body)
  })

  it('sends a crypto amount as the string it is', async () => {
    const { client, calls } = testClient([json(onrampQuote)])
    await client.v3.getOnrampQuote({
      cryptoAssetSymbol: 'ETH_USDC',
      fiatCurrency: 'EUR',
      cryptoAmount: '123456789012345678901234567890',
    })
    expect(calls[0]!.body).toContain('"cryptoAmount":"123456789012345678901234567890"')
  })

  it('needs the client hostApiKey', async () => {
    const { client, calls } = testClient([json(onrampQuote)], { hostApiKey: undefined })
    await expectInvalid(client.v3.getOnrampQuote(body), 'hostApiKey')
    const empty = testClient([json(onrampQuote)], { hostApiKey: '' })
    await expectInvalid(empty.client.v3.getOnrampQuote(body), 'hostApiKey')
    expect(calls).toHaveLength(0)
  })

  it('needs a <CHAIN>_<SYMBOL> asset id', async () => {
    const { client, calls } = testClient([json(onrampQuote)])
    await expectInvalid(
      client.v3.getOnrampQuote({ ...body, cryptoAssetSymbol: 'ETH' }),
      'cryptoAssetSymbol',
    )
    expect(calls).toHaveLength(0)
  })
})
