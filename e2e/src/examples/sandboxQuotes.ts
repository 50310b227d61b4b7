import { createHostApiClient } from '@rampkit/core'
import { DEMO_HOST_API_KEY, type StartedSandbox } from '@rampkit/sandbox'

/**
 * The sandbox's own on-ramp quote for `asset` bought with `fiatValue` EUR, read through core's
 * client: `{ method: cryptoAmount }`, what an example app's quotes must show.
 */
export async function sandboxQuotes(
  sandbox: Pick<StartedSandbox, 'apiUrl'>,
  asset: string,
  fiatValue: number,
): Promise<Record<string, string>> {
  const client = createHostApiClient({ baseUrl: sandbox.apiUrl, hostApiKey: DEMO_HOST_API_KEY })
  const quoted = await client.v3.getOnrampQuote({
    cryptoAssetSymbol: asset,
    fiatCurrency: 'EUR',
    fiatValue,
  })
  return Object.fromEntries(
    Object.entries(quoted)
      .filter(([key]) => key !== 'asset')
      .map(([method, quote]) => [method, (quote as { cryptoAmount: string }).cryptoAmount]),
  )
}
