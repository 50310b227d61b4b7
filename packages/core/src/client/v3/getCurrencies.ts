import type { ActiveTransactionCurrency, CurrenciesQuery } from '../../types/currencies.js'
import { isCountryCode } from '../../types/fieldRules.js'
import { invalidRequest } from '../invalidRequest.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** `v3.getCurrencies` (spec 4.3); `countryCode` is sent lowercase, as the spec asks. */
export async function getCurrencies(
  ctx: ClientContext,
  query?: CurrenciesQuery,
  options?: RequestOptions,
): Promise<ActiveTransactionCurrency[]> {
  const countryCode = query?.countryCode
  if (countryCode !== undefined && !isCountryCode(countryCode)) {
    invalidRequest('countryCode', 'country')
  }
  return request(
    ctx,
    {
      endpoint: 'v3.getCurrencies',
      query: { countryCode: countryCode?.toLowerCase() },
    },
    options,
  )
}
