import { isCountryCode } from '@rampkit/core'
import type { SandboxState } from '../state.js'
import { QueryReader } from '../validation/query.js'
import type { HostApiHandlers } from './hostApiRoute.js'

/** `v3.getCurrencies` (spec 4.3) and `legacy.getCountries` (spec 4.9). */
export function currencyHandlers(
  state: SandboxState,
): Pick<HostApiHandlers, 'v3.getCurrencies' | 'legacy.getCountries'> {
  const { catalog } = state

  const currencies: HostApiHandlers['v3.getCurrencies'] = (c) => {
    const query = new QueryReader(c.req.url)
    const countryCode = query.matching('countryCode', isCountryCode, 'a two-letter country code')
    query.done()
    // A well-formed code of a country the sandbox does not serve has no active currencies.
    const offered =
      countryCode === undefined ? null : (catalog.country(countryCode)?.currencies ?? [])
    return c.json(
      catalog.fiats
        .filter((f) => offered === null || offered.includes(f.code))
        .map((f) => ({
          fiatCurrency: f.code,
          name: f.name,
          onrampAvailable: catalog.paymentMethods.some((m) => m.currencies.includes(f.code)),
          offrampAvailable: catalog.payoutMethods.some((m) => m.currencies.includes(f.code)),
        })),
    )
  }

  const countries: HostApiHandlers['legacy.getCountries'] = (c) =>
    c.json(
      catalog.countries.map((country) => ({
        code: country.code,
        name: country.name,
        cardPaymentsEnabled: true,
        mainCurrencyCode: country.mainCurrencyCode,
        supportedAssets: country.supportedAssets === null ? null : [...country.supportedAssets],
      })),
    )

  return { 'v3.getCurrencies': currencies, 'legacy.getCountries': countries }
}
