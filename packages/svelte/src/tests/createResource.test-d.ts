import type { ActiveTransactionCurrency, CurrenciesQuery } from '@rampkit/core'
import { createResourceStore } from '@rampkit/core/adapter'
import { describe, expectTypeOf, it } from 'vitest'
import { createResource, type ResourceResult } from '../lib/index.js'

declare const read: (query: CurrenciesQuery) => Promise<ActiveTransactionCurrency[]>
const currenciesStore = () =>
  createResourceStore({
    prepare: (query: CurrenciesQuery) => ({ key: '', run: () => read(query) }),
  })

describe('createResource types', () => {
  it('takes params and data from the store and narrows by status', () => {
    const currencies = createResource(currenciesStore(), () => ({ countryCode: 'FR' }))
    expectTypeOf(currencies).toEqualTypeOf<
      ResourceResult<CurrenciesQuery, ActiveTransactionCurrency[]>
    >()
    if (currencies.status === 'success') {
      expectTypeOf(currencies.data).toEqualTypeOf<ActiveTransactionCurrency[]>()
    }
    if (currencies.status === 'error') expectTypeOf(currencies.error).toEqualTypeOf<Error>()
    expectTypeOf(currencies.refresh).returns.toEqualTypeOf<Promise<void>>()
  })

  it('takes the params type from the store when the function returns a narrower literal', () => {
    const currencies = createResource(
      createResourceStore({
        prepare: (query: { countryCode?: string; note?: string }) => ({
          key: '',
          run: () => read(query),
        }),
      }),
      () => ({ countryCode: 'FR' }),
    )
    expectTypeOf(currencies.params).toEqualTypeOf<{ countryCode?: string; note?: string } | null>()
  })

  it('takes params as a function; null or undefined for idle', () => {
    createResource(currenciesStore(), () => null)
    createResource(currenciesStore(), () => undefined)
    // @ts-expect-error a function returning the params, not the params
    createResource(currenciesStore(), { countryCode: 'FR' })
    // @ts-expect-error countryCode is a string
    createResource(currenciesStore(), () => ({ countryCode: 1 }))
  })
})
