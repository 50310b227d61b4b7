import { joinPath } from './fieldPath.js'
import type { JsonValue } from './readJsonBody.js'
import { WebhookPayloadError } from './WebhookPayloadError.js'

// Field readers for the hand-written validation of webhook payloads (no schema library here:
// this entry must stay small). Each names the failing field and never quotes its value.

export type JsonObject = { [key: string]: JsonValue }

const ISO_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/
// Smallest-unit crypto amounts: a non-negative integer; 100 digits is far beyond uint256.
const BASE_UNITS = /^\d{1,100}$/

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

export function readString(object: JsonObject, key: string, path: string): string {
  const value = field(object, key, path)
  if (typeof value !== 'string')
    throw new WebhookPayloadError(joinPath(path, key), 'must be a string')
  return value
}

/** Identifiers and tokens: a string with at least one character. */
export function readId(object: JsonObject, key: string, path: string): string {
  const value = readString(object, key, path)
  if (value.length === 0) throw new WebhookPayloadError(joinPath(path, key), 'must not be empty')
  return value
}

export function readNullableString(object: JsonObject, key: string, path: string): string | null {
  const value = field(object, key, path)
  if (value !== null && typeof value !== 'string') {
    throw new WebhookPayloadError(joinPath(path, key), 'must be a string or null')
  }
  return value
}

/** Fiat amounts, rates and fees: finite JSON numbers. */
export function readNumber(object: JsonObject, key: string, path: string): number {
  const value = field(object, key, path)
  if (typeof value !== 'number')
    throw new WebhookPayloadError(joinPath(path, key), 'must be a number')
  return value
}

export function readDecimals(object: JsonObject, key: string, path: string): number {
  const value = readNumber(object, key, path)
  if (!Number.isInteger(value) || value < 0 || value > 255) {
    throw new WebhookPayloadError(joinPath(path, key), 'must be an integer from 0 to 255')
  }
  return value
}

/** Crypto amounts: integer strings in the asset's smallest unit (wei / token units). */
export function readBaseUnits(object: JsonObject, key: string, path: string): string {
  const value = field(object, key, path)
  if (typeof value !== 'string' || !BASE_UNITS.test(value)) {
    throw new WebhookPayloadError(
      joinPath(path, key),
      'must be a string of digits: an integer amount in the smallest unit (e.g. "1000000000000000000")',
    )
  }
  return value
}

export function readTimestamp(object: JsonObject, key: string, path: string): string {
  const value = field(object, key, path)
  if (typeof value !== 'string' || !ISO_TIMESTAMP.test(value) || Number.isNaN(Date.parse(value))) {
    throw new WebhookPayloadError(
      joinPath(path, key),
      'must be an ISO 8601 timestamp (e.g. "2026-01-31T12:00:00.000Z")',
    )
  }
  return value
}

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
