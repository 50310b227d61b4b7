import type { CountryInfo } from '../../types/currencies.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** `legacy.getCountries` (spec 4.9, under the legacy base URL): every enabled country. */
export function getCountries(ctx: ClientContext, options?: RequestOptions): Promise<CountryInfo[]> {
  return request(ctx, { endpoint: 'legacy.getCountries' }, options)
}
