import * as v from 'valibot'
import {
  BASE_UNITS,
  ISO_TIMESTAMP,
  isBaseUnits,
  isDecimals,
  isFiatLimit,
  isLimitBaseUnits,
  isTimestamp,
} from '../types/fieldRules.js'

// Each field's rule is core's own (types/fieldRules.ts), so the schemas accept exactly what the
// client's input rules, the webhook parser and the sandbox accept. A `v.check` has no JSON
// Schema form: the `v.metadata` after it states the same rule for the OpenAPI document
// (jsonSchemaHints.test.ts checks that both agree).

/** Identifiers and tokens: a string with at least one character (as the webhooks read them). */
export const IdSchema = v.pipe(v.string(), v.minLength(1))

/** A currency code mapped to a number (spec 2: `Dictionary<number>`). */
export const DictionarySchema = v.record(v.string(), v.number())

/** An ISO 8601 date-time with a zone, kept as the string sent (`isTimestamp`). */
export const TimestampSchema = v.pipe(
  v.string(),
  v.check(
    (value) => isTimestamp(value),
    'Invalid timestamp: expected ISO 8601 such as 2026-01-31T12:00:00.000Z',
  ),
  // JSON Schema's `date-time` format needs seconds; the rule takes minutes too.
  v.metadata({ pattern: ISO_TIMESTAMP.source }),
)

/** A crypto amount in base units: 1 to 78 ASCII digits (`isBaseUnits`). */
export const BaseUnitsSchema = v.pipe(
  v.string(),
  v.check((value) => isBaseUnits(value), 'Invalid base units: expected a string of 1 to 78 digits'),
  v.metadata({ pattern: BASE_UNITS.source }),
)

/** Base units in a limit field, where `'-1'` means unlimited (spec 2.2, 8). */
export const LimitBaseUnitsSchema = v.pipe(
  v.string(),
  v.check(
    (value) => isLimitBaseUnits(value),
    'Invalid base units: expected a string of 1 to 78 digits or "-1"',
  ),
  v.metadata({ anyOf: [{ const: '-1' }, { pattern: BASE_UNITS.source }] }),
)

/** A limit in fiat, where `-1` means unlimited. */
export const LimitSchema = v.pipe(
  v.number(),
  v.check((value) => isFiatLimit(value), 'Invalid limit: expected a number >= 0 or -1'),
  v.metadata({ anyOf: [{ minimum: 0 }, { const: -1 }] }),
)

/** Decimal places of an asset: an integer from 0 to 255. */
export const DecimalsSchema = v.pipe(
  v.number(),
  v.check((value) => isDecimals(value), 'Invalid decimals: expected an integer from 0 to 255'),
  v.metadata({ type: 'integer', minimum: 0, maximum: 255 }),
)
