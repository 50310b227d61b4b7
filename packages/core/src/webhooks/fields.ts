import { isBaseUnits, isDecimals, isTimestamp } from '../types/fieldRules.js'
import { joinPath } from './fieldPath.js'
import type { JsonValue } from './readJsonBody.js'
import { WebhookPayloadError } from './WebhookPayloadError.js'

// Field readers for the hand-written validation of webhook payloads (no schema library here:
// this entry must stay small). Each names the failing field and never quotes its value. The
// rules themselves are core's (types/fieldRules.ts), the ones the schemas and the sandbox use.

export type JsonObject = { [key: string]: JsonValue }

export function asObject(value: JsonValue | undefined, path: string): JsonObject {
  if (value === undefined) throw new WebhookPayloadError(path, 'is missing')
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new WebhookPayloadError(path, 'must be an object')
  }
  return value
}

function field(object: JsonObject, key: string, path: string): JsonValue {
  const value = Object.hasOwn(object, key) ? object[key] : undefined
  if (value === undefined) throw new WebhookPayloadError(joinPath(path, key), 'is missing')
  return value
}

export function readObject(object: JsonObject, key: string, path: string): JsonObject {
  return asObject(field(object, key, path), joinPath(path, key))
}

/** Reads `key` of `object` (found at `path`); throws a WebhookPayloadError naming the field. */
export type FieldReader<T = unknown> = (object: JsonObject, key: string, path: string) => T

// One home for "read, check, name the field": every reader below is a reader it builds on
// (the bare field, or a stricter reader) plus one rule and the message for a value that breaks it.
function checked<T extends JsonValue>(
  read: FieldReader<JsonValue>,
  fits: (value: JsonValue) => boolean,
  message: string,
): FieldReader<T> {
  return (object, key, path) => {
    const value = read(object, key, path)
    if (!fits(value)) throw new WebhookPayloadError(joinPath(path, key), message)
    return value as T
  }
}

export const readString = checked<string>(
  field,
  (value) => typeof value === 'string',
  'must be a string',
)

/** Identifiers and tokens: a string with at least one character. */
export const readId = checked<string>(readString, (value) => value !== '', 'must not be empty')

export const readNullableString = checked<string | null>(
  field,
  (value) => value === null || typeof value === 'string',
  'must be a string or null',
)

/** A string or `null`, where absent reads as `null` too (spec: "absent or not applicable"). */
export function readOptionalNullableString(
  object: JsonObject,
  key: string,
  path: string,
): string | null {
  if (!Object.hasOwn(object, key) || object[key] === undefined) return null
  return readNullableString(object, key, path)
}

/** Fiat amounts, rates and fees: finite JSON numbers. */
export const readNumber = checked<number>(
  field,
  (value) => typeof value === 'number',
  'must be a number',
)

export const readDecimals = checked<number>(
  readNumber,
  isDecimals,
  'must be an integer from 0 to 255',
)

/** Crypto amounts: integer strings in the asset's smallest unit (wei / token units). */
export const readBaseUnits = checked<string>(
  field,
  isBaseUnits,
  'must be a string of 1 to 78 digits: an integer amount in the smallest unit (e.g. "1000000000000000000")',
)

export const readTimestamp = checked<string>(
  field,
  isTimestamp,
  'must be an ISO 8601 timestamp (e.g. "2026-01-31T12:00:00.000Z")',
)

/** A payload's fields and their readers, in the order of the spec's table. */
export type FieldTable = Record<string, FieldReader>

/** Reads every field of `table` in its order, so the first bad field in the spec's order throws. */
export function readFields(object: JsonObject, path: string, table: FieldTable): void {
  for (const [key, read] of Object.entries(table)) read(object, key, path)
}

/** A reader of a nested object whose own fields `table` reads. */
export const readObjectOf =
  (table: FieldTable): FieldReader =>
  (object, key, path) =>
    readFields(readObject(object, key, path), joinPath(path, key), table)

export function readOneOf<T extends string>(
  object: JsonObject,
  key: string,
  path: string,
  allowed: readonly T[],
): T {
  const value = field(object, key, path)
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new WebhookPayloadError(joinPath(path, key), `must be one of ${allowed.join(', ')}`)
  }
  return value as T
}
