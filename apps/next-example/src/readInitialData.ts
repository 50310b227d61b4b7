import type { ActiveTransactionCurrency, HostApiClient, HostAssetsConfig } from '@rampkit/core'

/** A server read as plain data: what a server component can hand to a client component. */
export type ServerRead<T> = { status: 'success'; data: T } | { status: 'error'; message: string }

/** What the page's server component reads before the client island hydrates. */
export interface InitialData {
  /** The currency the assets' prices and limits are in. */
  currencyCode: string
  assets: ServerRead<HostAssetsConfig>
  currencies: ServerRead<ActiveTransactionCurrency[]>
}

/**
 * The asset list (prices and limits in `currencyCode`) and the fiat currencies, read on the
 * server with @rampkit/core. Never rejects: a failed read becomes its message (no key in it),
 * and the page renders what it has.
 */
export async function readInitialData(
  client: HostApiClient,
  currencyCode: string,
  signal: AbortSignal = AbortSignal.timeout(8000),
): Promise<InitialData> {
  const [assets, currencies] = await Promise.all([
    client.v3.getAssets({ currencyCode }, { signal }).then(
      (data): ServerRead<HostAssetsConfig> => ({ status: 'success', data }),
      (error: Error): ServerRead<HostAssetsConfig> => ({ status: 'error', message: error.message }),
    ),
    client.v3.getCurrencies(undefined, { signal }).then(
      (data): ServerRead<ActiveTransactionCurrency[]> => ({ status: 'success', data }),
      (error: Error): ServerRead<ActiveTransactionCurrency[]> => ({
        status: 'error',
        message: error.message,
      }),
    ),
  ])
  return { currencyCode, assets, currencies }
}
