import * as v from 'valibot'
import { COUNTRY_CODE, CURRENCY_CODE, isCountryCode, isCurrencyCode } from '../types/fieldRules.js'

// Internal (not re-exported by the schemas entry): the code fields that the request and
// response schemas share, each with its field rule and its JSON Schema hint written once.

/** A three-letter currency code (`isCurrencyCode`). */
export const currencyCodeSchema = v.pipe(
  v.string(),
  v.check((value) => isCurrencyCode(value), 'Invalid currency: expected a three-letter code'),
  v.metadata({ pattern: CURRENCY_CODE.source }),
)

/** A two-letter country code (`isCountryCode`). */
export const countryCodeSchema = v.pipe(
  v.string(),
  v.check((value) => isCountryCode(value), 'Invalid country code: expected two letters'),
  v.metadata({ pattern: COUNTRY_CODE.source }),
)
