import * as v from 'valibot'

/** A currency code mapped to a number (spec 2: `Dictionary<number>`). */
export const DictionarySchema = v.record(v.string(), v.number())

/** An ISO 8601 timestamp string (kept as a string, checked to be a readable date). */
export const TimestampSchema = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'Invalid timestamp: expected ISO 8601'),
)

/** A crypto amount in base units: a non-negative integer string of ASCII digits. */
export const BaseUnitsSchema = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'Invalid base units: expected a non-negative integer string'),
)

/** Base units in a limit field, where `'-1'` means unlimited (spec 2.2, 8). */
export const LimitBaseUnitsSchema = v.pipe(
  v.string(),
  v.regex(/^(?:-1|\d+)$/, 'Invalid base units: expected a non-negative integer string or "-1"'),
)

/** A limit in fiat, where `-1` means unlimited. */
export const LimitSchema = v.pipe(
  v.number(),
  v.check((value) => value >= 0 || value === -1, 'Invalid limit: expected a number >= 0 or -1'),
)
