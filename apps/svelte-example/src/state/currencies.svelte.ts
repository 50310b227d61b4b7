import type { HostApiClient } from '@rampkit/core'
import { type CurrenciesState, readCurrencies } from '@rampkit/example-shared'

/** The fiat currencies (`v3.getCurrencies`), read once per client; `current` is reactive. */
export function createCurrencies(client: () => HostApiClient): {
  readonly current: CurrenciesState
} {
  let state = $state.raw<CurrenciesState>({ status: 'loading' })
  $effect(() => {
    const controller = new AbortController()
    state = { status: 'loading' }
    void readCurrencies(client(), controller.signal).then((next) => {
      if (!controller.signal.aborted) state = next
    })
    return () => controller.abort()
  })
  return {
    get current() {
      return state
    },
  }
}
