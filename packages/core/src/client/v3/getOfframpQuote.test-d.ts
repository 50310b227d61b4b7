import { describe, expectTypeOf, it } from 'vitest'
import type { OfframpAssetInfo } from '../../types/assets.js'
import type {
  OfframpQuoteResult,
  PayoutMethodName,
  QuoteResultForPayoutMethod,
} from '../../types/quotes.js'
import type { HostApiClient } from '../createHostApiClient.js'

declare const client: HostApiClient

describe('client.v3.getOfframpQuote types', () => {
  it('result is keyed by asset and the payout method names', () => {
    expectTypeOf(
      client.v3.getOfframpQuote({
        cryptoAssetSymbol: 'ETH_ETH',
        fiatCurrency: 'EUR',
        cryptoAmount: '1',
      }),
    ).resolves.toEqualTypeOf<OfframpQuoteResult>()
    expectTypeOf<OfframpQuoteResult['asset']>().toEqualTypeOf<OfframpAssetInfo>()
    expectTypeOf<OfframpQuoteResult['SEPA']>().toEqualTypeOf<
      QuoteResultForPayoutMethod | undefined
    >()
    expectTypeOf<Exclude<keyof OfframpQuoteResult, 'asset'>>().toEqualTypeOf<PayoutMethodName>()
    expectTypeOf<OfframpQuoteResult>().not.toHaveProperty('CARD_PAYMENT')
  })

  it('the body rejects both amounts at compile time', () => {
    // @ts-expect-error both amounts
    client.v3.getOfframpQuote({
      cryptoAssetSymbol: 'ETH_ETH',
      fiatCurrency: 'EUR',
      cryptoAmount: '1',
      fiatValue: 2,
    })
  })
})
