import type { HostApiClient } from '@rampkit/core'
import { type CurrenciesState, readCurrencies } from '@rampkit/example-shared'
import { onScopeDispose, type ShallowRef, shallowRef } from 'vue'

/** The fiat currencies (`v3.getCurrencies`), read once at setup. */
export function useCurrencies(client: HostApiClient): Readonly<ShallowRef<CurrenciesState>> {
  const state = shallowRef<CurrenciesState>({ status: 'loading' })
  const controller = new AbortController()
  void readCurrencies(client, controller.signal).then((next) => {
    if (!controller.signal.aborted) state.value = next
  })
  onScopeDispose(() => controller.abort())
  return state
}
