import { describe, expectTypeOf, it } from 'vitest'
import type { ActiveTransactionCurrency } from '../../types/currencies.js'
import type { HostApiClient } from '../createHostApiClient.js'

declare const client: HostApiClient

describe('client.v3.getCurrencies types', () => {
  it('resolves to ActiveTransactionCurrency[]', () => {
    expectTypeOf(client.v3.getCurrencies()).resolves.toEqualTypeOf<ActiveTransactionCurrency[]>()
    expectTypeOf<ActiveTransactionCurrency['onrampAvailable']>().toEqualTypeOf<boolean>()
    expectTypeOf(client.v3.getCurrencies)
      .parameter(0)
      .toEqualTypeOf<{ countryCode?: string } | undefined>()
  })
})
