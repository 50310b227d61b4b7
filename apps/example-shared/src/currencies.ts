import type {
  ActiveTransactionCurrency,
  CurrenciesQuery,
  HostApiClient,
  ResourceStore,
} from '@rampkit/core'
import { createResourceStore } from '@rampkit/core/adapter'

/**
 * What the currency pickers read: the result of an adapter's binder over
 * `createCurrenciesStore` (React's `useResource` and Svelte's `createResource` as they are,
 * Vue's in `reactive()`).
 */
export interface CurrenciesState {
  readonly status: 'idle' | 'loading' | 'success' | 'error'
  readonly data?: readonly ActiveTransactionCurrency[] | undefined
  readonly error?: Error | undefined
}

/**
 * The fiat currencies (`v3.getCurrencies`) as a store for the adapters' binder: core has no
 * currencies store (it is no quote input), so each app binds this one with `useResource` or
 * `createResource`. Asked once while shown; `query` is the starting one (`{}`: every country).
 */
export function createCurrenciesStore(
  client: HostApiClient,
  query: CurrenciesQuery | null = {},
): ResourceStore<CurrenciesQuery, ActiveTransactionCurrency[]> {
  return createResourceStore({
    scope: client,
    initialParams: query,
    prepare: (params: CurrenciesQuery) => ({
      // The client sends the country in lower case: FR and fr are one request.
      key: `v3.getCurrencies:${params.countryCode?.toLowerCase() ?? ''}`,
      run: ({ signal }) => client.v3.getCurrencies(params, { signal }),
    }),
  })
}

/** The currencies the user can buy with (`onrampAvailable`); none until they are loaded. */
export function onrampCurrencies(state: CurrenciesState): ActiveTransactionCurrency[] {
  return state.status === 'success' && state.data ? state.data.filter((c) => c.onrampAvailable) : []
}
