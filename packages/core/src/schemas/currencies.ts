import * as v from 'valibot'
import { countryCodeSchema } from './codeSchemas.js'

/** Element of the answer of `v3.getCurrencies` (spec 2.4). */
export const ActiveTransactionCurrencySchema = v.looseObject({
  fiatCurrency: v.string(),
  name: v.string(),
  onrampAvailable: v.boolean(),
  offrampAvailable: v.boolean(),
})

/** Element of the answer of `legacy.getCountries` (spec 2.6); `supportedAssets: null` means every asset. */
export const CountryInfoSchema = v.looseObject({
  code: countryCodeSchema,
  name: v.string(),
  cardPaymentsEnabled: v.boolean(),
  mainCurrencyCode: v.string(),
  supportedAssets: v.nullish(v.array(v.string())),
})
