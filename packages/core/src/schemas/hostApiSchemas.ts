import * as v from 'valibot'
import type { HostApiResource } from '../client/HostApiResponseValidator.js'
import { hostApiEndpoints } from '../hostApi/endpoints.js'
import * as assets from './assets.js'
import * as currencies from './currencies.js'
import * as quotes from './quotes.js'
import * as transactions from './transactions.js'

// Every schema of the resource files by its name: a row's response `R` is checked against
// `<R>Schema`, so a new endpoint's schema is written once, beside the others of its area.
const named = {
  ...assets,
  ...currencies,
  ...quotes,
  ...transactions,
  // The answers that are lists of one resource.
  ActiveTransactionCurrencyListSchema: v.array(currencies.ActiveTransactionCurrencySchema),
  CountryInfoListSchema: v.array(currencies.CountryInfoSchema),
}

/** The schemas of the resources, by name; a resource without its `<name>Schema` fails the type check. */
type HostApiSchemas = { [Resource in HostApiResource]: (typeof named)[`${Resource}Schema`] }

/**
 * The schema of every response body the client reads, by resource name: for each row of the
 * endpoint table, the schema named after its response.
 */
export const hostApiSchemas: HostApiSchemas = Object.fromEntries(
  Object.values(hostApiEndpoints).map(({ response }) => [response, named[`${response}Schema`]]),
) as HostApiSchemas
