import { describe, expectTypeOf, it } from 'vitest'
import type { LegacyQuoteResult } from '../../types/quotes.js'
import type { HostApiClient } from '../createHostApiClient.js'

declare const client: HostApiClient

describe('client.legacy.getQuote types', () => {
  it('resolves to LegacyQuoteResult', () => {
    expectTypeOf(
      client.legacy.getQuote({ cryptoAssetSymbol: 'ETH', fiatCurrency: 'EUR', fiatValue: 1 }),
    ).resolves.toEqualTypeOf<LegacyQuoteResult>()
    expectTypeOf<LegacyQuoteResult['asset']['address']>().toEqualTypeOf<string | null | undefined>()
  })

  it('paymentMethodType is a legacy method: no PIX', () => {
    client.legacy.getQuote({
      cryptoAssetSymbol: 'ETH',
      fiatCurrency: 'EUR',
      fiatValue: 1,
      paymentMethodType: 'APPLE_PAY',
    })
    const body = { cryptoAssetSymbol: 'ETH', fiatCurrency: 'EUR', fiatValue: 1 }
    // @ts-expect-error PIX is V3 only
    client.legacy.getQuote({ ...body, paymentMethodType: 'PIX' })
    // @ts-expect-error V3-only field
    client.legacy.getQuote({ ...body, userCountryCode: 'DE' })
  })
})
