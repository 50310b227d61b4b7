import type { ActiveTransactionCurrency, CurrenciesQuery } from '@rampkit/core'
import { createResourceStore } from '@rampkit/core/adapter'
import { describe, expectTypeOf, it } from 'vitest'
import { type Ref, ref } from 'vue'
import { type ResourceComposableResult, useResource } from '../index.js'

declare const read: (query: CurrenciesQuery) => Promise<ActiveTransactionCurrency[]>
const prepare = (query: CurrenciesQuery) => ({ key: '', run: () => read(query) })
const createCurrenciesStore = (initialParams: CurrenciesQuery | null) =>
  createResourceStore({ initialParams, prepare })

describe('useResource types', () => {
  it('takes params and data from the store, as read-only refs', () => {
    const currencies = useResource(createCurrenciesStore, { countryCode: 'FR' })
    expectTypeOf(currencies).toEqualTypeOf<
      ResourceComposableResult<CurrenciesQuery, ActiveTransactionCurrency[]>
    >()
    expectTypeOf(currencies.data.value).toEqualTypeOf<ActiveTransactionCurrency[] | undefined>()
    expectTypeOf(currencies.status.value).toEqualTypeOf<'idle' | 'loading' | 'success' | 'error'>()
    expectTypeOf(currencies.refresh).returns.toEqualTypeOf<Promise<void>>()
    // @ts-expect-error the refs are read-only
    currencies.data.value = []
  })

  it('takes params as a value, a ref or a getter, null for idle', () => {
    const country: Ref<CurrenciesQuery | null> = ref(null)
    useResource(createCurrenciesStore, country)
    useResource(createCurrenciesStore, () => ({ countryCode: 'FR' }))
    useResource(createCurrenciesStore, null)
    // @ts-expect-error countryCode is a string
    useResource(createCurrenciesStore, { countryCode: 1 })
  })

  it('takes the params type from a typed inline create, not from the getter', () => {
    const country = ref('FR')
    const currencies = useResource(
      (initialParams: CurrenciesQuery | null) => createResourceStore({ initialParams, prepare }),
      () => ({ countryCode: country.value }),
    )
    expectTypeOf(currencies.params.value).toEqualTypeOf<CurrenciesQuery | null>()
  })

  it('hands create the params it starts with', () => {
    useResource(
      (initialParams) => {
        expectTypeOf(initialParams).toEqualTypeOf<CurrenciesQuery | null>()
        return createCurrenciesStore(initialParams)
      },
      { countryCode: 'FR' } as CurrenciesQuery,
    )
  })
})
