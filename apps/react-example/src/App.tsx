import type { HostApiClient } from '@rampkit/core'
import { type AppConfig, createCurrenciesStore } from '@rampkit/example-shared'
import { useResource } from '@rampkit/react'
import { WalletMain } from './WalletMain.js'

interface Props {
  client: HostApiClient
  config: AppConfig
  /** Absolute URL of the logo the widget shows. */
  logoUrl: string
  /** How often the purchase and sale statuses are read until final. */
  pollMs?: number
  /** How long a silent widget may take before the page says it did not load. */
  loadTimeoutMs?: number
}

export function App({ client, config, logoUrl, pollMs, loadTimeoutMs }: Props) {
  // The fiat currencies have no hook of their own: the adapter's binder over a store of them.
  const currencies = useResource(client, createCurrenciesStore, {})
  return (
    <div className="page">
      <header className="top">
        <img src={logoUrl} alt="" width={36} height={36} />
        <h1>Rampkit Wallet</h1>
        <p className="muted">Buy and sell crypto · sandbox at {config.apiUrl}</p>
      </header>
      <main className="grid">
        <WalletMain
          config={config}
          logoUrl={logoUrl}
          currencies={currencies}
          pollMs={pollMs}
          loadTimeoutMs={loadTimeoutMs}
        />
      </main>
    </div>
  )
}
