import type { ActiveTransactionCurrency, CurrenciesQuery, HostApiClient } from '@rampkit/core'
import { createResourceStore } from '@rampkit/core/adapter'
import { describe, expectTypeOf, it } from 'vitest'
import { type ResourceHookResult, useResource } from '../index.js'

declare const client: HostApiClient
declare const read: (query: CurrenciesQuery) => Promise<ActiveTransactionCurrency[]>
const prepare = (query: CurrenciesQuery) => ({ key: '', run: () => read(query) })
const createCurrenciesStore = (c: HostApiClient) => createResourceStore({ scope: c, prepare })

describe('useResource types', () => {
  it('takes params and data from the store and narrows by status', () => {
    const currencies = useResource(client, createCurrenciesStore, { countryCode: 'FR' })
    expectTypeOf(currencies).toEqualTypeOf<
      ResourceHookResult<CurrenciesQuery, ActiveTransactionCurrency[]>
    >()
    if (currencies.status === 'success') {
      expectTypeOf(currencies.data).toEqualTypeOf<ActiveTransactionCurrency[]>()
    }
    if (currencies.status === 'error') expectTypeOf(currencies.error).toEqualTypeOf<Error>()
    expectTypeOf(currencies.refresh).returns.toEqualTypeOf<Promise<void>>()
    useResource(client, createCurrenciesStore, null)
  })

  it('hands create the client it is given', () => {
    useResource(
      client,
      (c) => {
        expectTypeOf(c).toEqualTypeOf<HostApiClient>()
        return createCurrenciesStore(c)
      },
      {},
    )
  })

  it('takes the params type from the store when the literal is narrower (inline create)', () => {
    const currencies = useResource(client, (c) => createResourceStore({ scope: c, prepare }), {
      countryCode: 'FR',
    })
    expectTypeOf(currencies.params).toEqualTypeOf<CurrenciesQuery | null>()
  })

  it('refuses params the store does not take, and a create for another client', () => {
    // @ts-expect-error countryCode is a string
    useResource(client, createCurrenciesStore, { countryCode: 1 })
    // @ts-expect-error the store is made from a HostApiClient, not a number
    useResource(1, createCurrenciesStore, {})
  })
})
