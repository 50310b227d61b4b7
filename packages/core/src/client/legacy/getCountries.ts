import type { CountryInfo } from '../../types/currencies.js'
import { type ClientContext, type RequestOptions, request } from '../request.js'

/** GET {legacy_base_url}/host-api/countries (spec 4.9): every enabled country. */
export function getCountries(ctx: ClientContext, options?: RequestOptions): Promise<CountryInfo[]> {
  return request(
    ctx,
    { legacy: true, path: '/host-api/countries', resource: 'CountryInfoList' },
    options,
  )
}
