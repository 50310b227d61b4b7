import type { ActiveTransactionCurrency, HostApiClient } from '@rampkit/core'

export type CurrenciesState =
  | { status: 'loading' }
  | { status: 'success'; data: ActiveTransactionCurrency[] }
  | { status: 'error'; error: Error }

/** The fiat currencies (`v3.getCurrencies`), read once per client; `current` is reactive. */
export function createCurrencies(client: () => HostApiClient): {
  readonly current: CurrenciesState
} {
  let state = $state.raw<CurrenciesState>({ status: 'loading' })
  $effect(() => {
    const controller = new AbortController()
    state = { status: 'loading' }
    client()
      .v3.getCurrencies(undefined, { signal: controller.signal })
      .then(
        (data) => {
          state = { status: 'success', data }
        },
        (error: Error) => {
          if (!controller.signal.aborted) state = { status: 'error', error }
        },
      )
    return () => controller.abort()
  })
  return {
    get current() {
      return state
    },
  }
}
