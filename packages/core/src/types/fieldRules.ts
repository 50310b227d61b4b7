// The rule of every field that more than one layer checks: the client's input rules, the
// valibot schemas, the webhook parser and the sandbox all call these, so a value is accepted
// by all of them or by none (integration/src/fieldRules.test.ts drives the same table through
// every layer).

// The patterns are exported for the schemas' JSON Schema hints (the OpenAPI document); the
// functions below stay the rule.
// A uint256 has at most 78 decimal digits; no amount of any asset is longer.
export const BASE_UNITS = /^[0-9]{1,78}$/
export const CURRENCY_CODE = /^[A-Za-z]{3}$/
export const COUNTRY_CODE = /^[A-Za-z]{2}$/
// Second part of an ISO 3166-2 code: one to three letters or digits.
export const REGION_CODE = /^[A-Za-z0-9]{1,3}$/
export const ISO_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/

/** A crypto amount in base units (wei, token units): a string of 1 to 78 ASCII digits. */
export function isBaseUnits(value: unknown): value is string {
  return typeof value === 'string' && BASE_UNITS.test(value)
}

/** A crypto amount a quote can ask for: base units above zero. */
export function isPositiveBaseUnits(value: unknown): value is string {
  return isBaseUnits(value) && /[1-9]/.test(value)
}

/** A limit in base units: base units, or `'-1'` for unlimited (spec 2.2, 8). */
export function isLimitBaseUnits(value: unknown): value is string {
  return value === '-1' || isBaseUnits(value)
}

/** A fiat value a quote can ask for (spec 2.7): a finite number above zero. */
export function isQuoteFiatValue(value: unknown): value is number {
  return Number.isFinite(value) && (value as number) > 0
}

/** A fiat limit (spec 2.2, 8): a finite number >= 0, or `-1` for unlimited. */
export function isFiatLimit(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && (value >= 0 || value === -1)
}

/** A three-letter ISO 4217 currency code, in either case (the service answers upper case). */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && CURRENCY_CODE.test(value)
}

/** A two-letter ISO 3166-1 alpha-2 country code, in either case (spec 2.6 answers lower case). */
export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && COUNTRY_CODE.test(value)
}

/** The second part of an ISO 3166-2 code (`userRegionCode`, spec 2.7): 1 to 3 letters or digits. */
export function isRegionCode(value: unknown): value is string {
  return typeof value === 'string' && REGION_CODE.test(value)
}

/**
 * An ISO 8601 date-time (spec 2: timestamps are ISO 8601 strings in UTC): date, `T`, time to
 * the minute at least, and a zone (`Z` or an offset), naming a real moment.
 */
export function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))
}

/** Decimal places of an asset: an integer from 0 to 255. */
export function isDecimals(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255
}
