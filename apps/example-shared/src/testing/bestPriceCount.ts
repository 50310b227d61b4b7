import { type QuoteResultForMethod, quoteOutsideLimits } from '@rampkit/core'

/**
 * How many methods of an on-ramp quote give the most crypto per fiat: the page marks each of them
 * "Best price". With `request` (the amount asked), methods quoted at their limit instead are left
 * out, as the page leaves them out. Worked out by plain division, apart from the page's own
 * comparison. The example apps' component tests and the browser scenarios (e2e) both use it.
 */
export function bestPriceCount(
  quotes: Record<string, unknown>,
  request?: { fiatValue: number },
): number {
  const rates = Object.entries(quotes)
    .filter(([key]) => key !== 'asset')
    .map(([, quote]) => quote as QuoteResultForMethod)
    .filter((quote) => request === undefined || !quoteOutsideLimits(quote, request))
    .map((quote) => Number(quote.cryptoAmount) / quote.fiatValue)
  const best = Math.max(...rates)
  return rates.filter((rate) => rate === best).length
}
