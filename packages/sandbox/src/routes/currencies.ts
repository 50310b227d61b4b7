import { isCountryCode } from '@rampkit/core'
import { Hono } from 'hono'
import type { SandboxState } from '../state.js'
import { QueryReader } from '../validation/query.js'
import { allowOnly } from './shared.js'

/** GET /host-api/v3/currencies (spec 4.3) and GET /host-api/countries (spec 4.9). */
export function currencyRoutes(state: SandboxState): Hono {
  const app = new Hono()
  const { catalog } = state

  app.get('/host-api/v3/currencies', (c) => {
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
  })
  allowOnly(app, '/host-api/v3/currencies', ['GET'])

  app.get('/host-api/countries', (c) =>
    c.json(
      catalog.countries.map((country) => ({
        code: country.code,
        name: country.name,
        cardPaymentsEnabled: true,
        mainCurrencyCode: country.mainCurrencyCode,
        supportedAssets: country.supportedAssets === null ? null : [...country.supportedAssets],
      })),
    ),
  )
  allowOnly(app, '/host-api/countries', ['GET'])

  return app
}
