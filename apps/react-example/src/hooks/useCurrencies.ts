import type { ActiveTransactionCurrency, HostApiClient } from '@rampkit/core'
import { useEffect, useState } from 'react'

export type CurrenciesState =
  | { status: 'loading' }
  | { status: 'success'; data: ActiveTransactionCurrency[] }
  | { status: 'error'; error: Error }

/** The fiat currencies (`v3.getCurrencies`), read once per client. */
export function useCurrencies(client: HostApiClient): CurrenciesState {
  const [state, setState] = useState<CurrenciesState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    client.v3.getCurrencies(undefined, { signal: controller.signal }).then(
      (data) => setState({ status: 'success', data }),
      (error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', error })
      },
    )
    return () => controller.abort()
  }, [client])
  return state
}
