import type { TestSandbox } from '@rampkit/testing'

/** The sandbox's own on-ramp quotes for `body`, asked directly (what the page must show). */
export async function quotesFromSandbox(sandbox: TestSandbox, body: Record<string, unknown>) {
  const response = await sandbox.fetch(
    `${sandbox.baseUrl}/host-api/v3/onramp/quote/all?hostApiKey=${sandbox.hostApiKey}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  )
  return (await response.json()) as Record<string, { cryptoAmount: string; fiatValue: number }>
}

/**
 * How many methods of `quotes` give the most crypto per fiat, for an amount every method serves:
 * the page marks each of them "Best price" (worked out here by plain division, apart from the
 * page's own comparison).
 */
export function bestPriceCount(
  quotes: Record<string, { cryptoAmount: string; fiatValue: number }>,
) {
  const rates = Object.entries(quotes)
    .filter(([key]) => key !== 'asset')
    .map(([, quote]) => Number(quote.cryptoAmount) / quote.fiatValue)
  const best = Math.max(...rates)
  return rates.filter((rate) => rate === best).length
}
