import { describe, expect, it } from 'vitest'
import { legacyQuote } from '../testing/fixtures.js'
import { json } from '../testing/scriptedFetch.js'
import { expectInvalid, expectJsonPost, testClient } from '../testing/testClient.js'

describe('client.legacy.getQuote', () => {
  const body = {
    cryptoAssetSymbol: 'ETH',
    fiatCurrency: 'EUR',
    fiatValue: 100,
    paymentMethodType: 'CARD_PAYMENT' as const,
  }

  it('POSTs to {legacy_base_url}/host-api/quote?hostApiKey=', async () => {
    const test = testClient([json(legacyQuote)])
    await expect(test.client.legacy.getQuote(body)).resolves.toEqual(legacyQuote)
    expectJsonPost(test, 'https://legacy.test/api/host-api/quote', body)
  })

  it('accepts a plain symbol (legacy assets have no chain) but not an empty one', async () => {
    const { client, calls } = testClient([json(legacyQuote)])
    await expectInvalid(
      client.legacy.getQuote({ ...body, cryptoAssetSymbol: '' }),
      'cryptoAssetSymbol',
    )
    await expectInvalid(
      client.legacy.getQuote({ cryptoAssetSymbol: 'ETH', fiatCurrency: 'EUR' } as never),
      'cryptoAmount',
    )
    expect(calls).toHaveLength(0)
  })
})
