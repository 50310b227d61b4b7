import type { HostApiClient } from '@rampkit/core'
import { type CurrenciesState, readCurrencies } from '@rampkit/example-shared'
import { useEffect, useState } from 'react'

/** The fiat currencies (`v3.getCurrencies`), read once per client. */
export function useCurrencies(client: HostApiClient): CurrenciesState {
  const [state, setState] = useState<CurrenciesState>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    void readCurrencies(client, controller.signal).then((next) => {
      if (!controller.signal.aborted) setState(next)
    })
    return () => controller.abort()
  }, [client])
  return state
}
