'use client'

import type { AppConfig, CurrenciesState } from '@rampkit/example-shared'
// The React example's page content: the same page, the same accessible markup.
import { WalletMain } from '@rampkit/react-example/src/WalletMain.js'
import { useMemo } from 'react'
import type { InitialData } from './readInitialData.js'

interface Props {
  config: AppConfig
  /** Absolute URL of the logo the widget shows. */
  logoUrl: string
  /** The server component's reads: the hooks start with them instead of asking again. */
  initial: InitialData
}

/**
 * The interactive part of the wallet page: the hooks of @rampkit/react (their client comes from
 * the layout's `RampKitProvider` props) and the widgets. It starts with the server's asset list
 * and currencies, so the HTML is complete, hydration matches it and nothing is asked twice.
 */
export function WalletIsland({ config, logoUrl, initial }: Props) {
  const currencies = useMemo(() => currenciesState(initial), [initial])
  const { assets } = initial
  return (
    <WalletMain
      config={config}
      logoUrl={logoUrl}
      currencies={currencies}
      initialCurrency={initial.currencyCode}
      initialAssets={assets.status === 'success' ? assets.data : undefined}
      initialAssetsError={assets.status === 'error' ? assets.message : undefined}
    />
  )
}

/** The server's currency read as the React example's currency state. */
function currenciesState({ currencies }: InitialData): CurrenciesState {
  return currencies.status === 'success'
    ? currencies
    : { status: 'error', error: new Error(currencies.message) }
}
