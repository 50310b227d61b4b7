import type { ActiveTransactionCurrency, CurrenciesQuery } from '../../types/currencies.js'
import { isCountryCode } from '../../types/fieldRules.js'
import { invalidRequest } from '../invalidRequest.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** GET /host-api/v3/currencies (spec 4.3); `countryCode` is sent lowercase, as the spec asks. */
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
      path: '/host-api/v3/currencies',
      query: { countryCode: countryCode?.toLowerCase() },
      resource: 'ActiveTransactionCurrencyList',
    },
    options,
  )
}
