import { describe, expectTypeOf, it } from 'vitest'
import type { AssetInfo as Asset } from '../../types/assets.js'
import type {
  OnrampQuoteResult,
  PaymentMethodName,
  QuoteResultForPaymentMethod,
} from '../../types/quotes.js'
import type { HostApiClient } from '../createHostApiClient.js'

declare const client: HostApiClient

describe('client.v3.getOnrampQuote types', () => {
  it('result is keyed by asset and the payment method names', () => {
    expectTypeOf(
      client.v3.getOnrampQuote({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', fiatValue: 1 }),
    ).resolves.toEqualTypeOf<OnrampQuoteResult>()
    expectTypeOf<OnrampQuoteResult['asset']>().toEqualTypeOf<Asset>()
    expectTypeOf<OnrampQuoteResult['PIX']>().toEqualTypeOf<
      QuoteResultForPaymentMethod | undefined
    >()
    expectTypeOf<Exclude<keyof OnrampQuoteResult, 'asset'>>().toEqualTypeOf<PaymentMethodName>()
    expectTypeOf<OnrampQuoteResult>().not.toHaveProperty('SEPA')
  })

  it('the body takes exactly one of cryptoAmount and fiatValue', () => {
    client.v3.getOnrampQuote({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: '1',
    })
    // @ts-expect-error both amounts
    client.v3.getOnrampQuote({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: '1',
      fiatValue: 1,
    })
    // @ts-expect-error neither amount
    client.v3.getOnrampQuote({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR' })
    // @ts-expect-error cryptoAmount is a base-unit string, not a number
    client.v3.getOnrampQuote({ cryptoAssetSymbol: 'ETH_ETH', fiatCurrency: 'EUR', cryptoAmount: 1 })
  })
})
