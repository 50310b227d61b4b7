import * as v from 'valibot'
import { countryCodeSchema, currencyCodeSchema } from './codeSchemas.js'

// Query and path parameters of the host API (spec 4), as the client sends them: values as typed
// (booleans, not the strings `true`/`false` of the URL). Unknown keys are dropped.

const nonEmpty = (what: string) => v.pipe(v.string(), v.nonEmpty(`${what} must not be empty`))

const optional = <T extends v.GenericSchema>(schema: T, description: string) =>
  v.optional(v.pipe(schema, v.description(description)))

const hostApiKey = optional(
  v.string(),
  'When given and valid, the response includes enabledFeatures.',
)
const userIp = optional(
  v.string(),
  'IP address; only assets available in its geolocation are listed.',
)

/** Query of `v3.getAssets`, `v3.getOfframpAssets` and `v2.getAssets` (spec 4.1, 4.2, 4.7). */
export const AssetsQuerySchema = v.object({
  currencyCode: v.optional(
    v.pipe(
      currencyCodeSchema,
      v.description('Fiat currency of the limit and fee fields; EUR when omitted.'),
    ),
  ),
  hostApiKey,
  userIp,
  withDisabled: optional(v.boolean(), 'When true, assets with enabled false are included.'),
  withHidden: optional(v.boolean(), 'When true, assets with hidden true are included.'),
})

/** Query of `legacy.getAssets` (spec 4.8). */
export const LegacyAssetsQuerySchema = v.object({
  hostApiKey,
  userIp,
  onlyEnabled: optional(v.boolean(), 'When true, only assets with enabled true are returned.'),
  omitHidden: optional(v.boolean(), 'When true, assets with hidden true are not returned.'),
})

/** Query of `v3.getCurrencies` (spec 4.3). */
export const CurrenciesQuerySchema = v.object({
  countryCode: v.optional(
    v.pipe(
      countryCodeSchema,
      v.description('ISO 3166-1 alpha-2 country code (lower case in the spec).'),
    ),
  ),
})

/** Query of the quotation endpoints (spec 4.5, 4.6, 4.10): the key is required. */
export const QuoteQuerySchema = v.object({
  hostApiKey: v.pipe(nonEmpty('hostApiKey'), v.description('The host API key.')),
})

/** Query of the sale and purchase status endpoints (spec 4.4, 4.11). */
export const TransactionQuerySchema = v.object({
  secret: v.pipe(
    nonEmpty('secret'),
    v.description('The purchaseViewToken received with the same created event.'),
  ),
})

/** Path of the sale and purchase status endpoints (spec 4.4, 4.11). */
export const TransactionPathSchema = v.object({
  id: v.pipe(
    nonEmpty('id'),
    v.description('Sale or purchase id, from an SDK event or a webhook call.'),
  ),
})

/** Every error response (spec 7): a `code`, usually a `message`, and any further details. */
export const HostApiErrorBodySchema = v.looseObject({
  code: v.pipe(v.string(), v.description('What went wrong, e.g. UNKNOWN_ASSET.')),
  message: v.optional(v.string()),
})
