import type { ActiveTransactionCurrency, HostApiClient } from '@rampkit/core'

export type CurrenciesState =
  | { status: 'loading' }
  | { status: 'success'; data: ActiveTransactionCurrency[] }
  | { status: 'error'; error: Error }

/**
 * The fiat currencies (`v3.getCurrencies`) as a state. Never rejects; callers drop the answer
 * once `signal` is aborted.
 */
export function readCurrencies(
  client: HostApiClient,
  signal: AbortSignal,
): Promise<CurrenciesState> {
  return client.v3.getCurrencies(undefined, { signal }).then(
    (data) => ({ status: 'success', data }),
    (error: Error) => ({ status: 'error', error }),
  )
}

/** The currencies the user can buy with (`onrampAvailable`); none until they are loaded. */
export function onrampCurrencies(state: CurrenciesState): ActiveTransactionCurrency[] {
  return state.status === 'success' ? state.data.filter((c) => c.onrampAvailable) : []
}
