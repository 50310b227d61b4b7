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

/** A string or `null`, where absent reads as `null` too (spec: "absent or not applicable"). */
export function readOptionalNullableString(
  object: JsonObject,
  key: string,
  path: string,
): string | null {
  if (!Object.hasOwn(object, key) || object[key] === undefined) return null
  return readNullableString(object, key, path)
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
  if (!isDecimals(value)) {
    throw new WebhookPayloadError(joinPath(path, key), 'must be an integer from 0 to 255')
  }
  return value
}

/** Crypto amounts: integer strings in the asset's smallest unit (wei / token units). */
export function readBaseUnits(object: JsonObject, key: string, path: string): string {
  const value = field(object, key, path)
  if (!isBaseUnits(value)) {
    throw new WebhookPayloadError(
      joinPath(path, key),
      'must be a string of 1 to 78 digits: an integer amount in the smallest unit (e.g. "1000000000000000000")',
    )
  }
  return value
}

export function readTimestamp(object: JsonObject, key: string, path: string): string {
  const value = field(object, key, path)
  if (!isTimestamp(value)) {
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
