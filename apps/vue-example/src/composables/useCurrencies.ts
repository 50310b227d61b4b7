import type { ActiveTransactionCurrency, HostApiClient } from '@rampkit/core'
import { onScopeDispose, type ShallowRef, shallowRef } from 'vue'

export type CurrenciesState =
  | { status: 'loading' }
  | { status: 'success'; data: ActiveTransactionCurrency[] }
  | { status: 'error'; error: Error }

/** The fiat currencies (`v3.getCurrencies`), read once at setup. */
export function useCurrencies(client: HostApiClient): Readonly<ShallowRef<CurrenciesState>> {
  const state = shallowRef<CurrenciesState>({ status: 'loading' })
  const controller = new AbortController()
  client.v3.getCurrencies(undefined, { signal: controller.signal }).then(
    (data) => {
      state.value = { status: 'success', data }
    },
    (error: Error) => {
      if (!controller.signal.aborted) state.value = { status: 'error', error }
    },
  )
  onScopeDispose(() => controller.abort())
  return state
}
