import { describe, expect, it } from 'vitest'
import { legacyQuote } from '../testing/fixtures.js'
import { json } from '../testing/scriptedFetch.js'
import { expectInvalid, TEST_KEY, testClient } from '../testing/testClient.js'

describe('client.legacy.getQuote', () => {
  const body = {
    cryptoAssetSymbol: 'ETH',
    fiatCurrency: 'EUR',
    fiatValue: 100,
    paymentMethodType: 'CARD_PAYMENT' as const,
  }

  it('POSTs to {legacy_base_url}/host-api/quote?hostApiKey=', async () => {
    const { client, url, calls } = testClient([json(legacyQuote)])
    await expect(client.legacy.getQuote(body)).resolves.toEqual(legacyQuote)
    expect(url().origin + url().pathname).toBe('https://legacy.test/api/host-api/quote')
    expect(url().searchParams.get('hostApiKey')).toBe(TEST_KEY)
    expect(JSON.parse(calls[0]!.body!)).toEqual(body)
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
