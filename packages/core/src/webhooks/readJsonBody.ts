import { joinPath } from './fieldPath.js'
import { takeParsedText } from './lastParsedText.js'
import { MAX_BODY_LENGTH, MAX_DEPTH, MAX_NODES, MAX_STRING_LENGTH } from './limits.js'
import { scanJsonText } from './scanJsonText.js'
import { WebhookPayloadError } from './WebhookPayloadError.js'

/** Plain JSON data, as `readJsonBody` returns it. */
export type JsonValue =
  | null
  | boolean
  | number
  | string
  | JsonValue[]
  | { [key: string]: JsonValue }

// Keys that can rewrite prototypes when a payload is later merged with `Object.assign` or a
// naive deep merge. No legitimate webhook field uses them.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * Turns a webhook body (raw JSON text, UTF-8 bytes, or an already parsed value) into a fresh,
 * plain JSON tree within the size limits. Copying means getters, proxies and class instances in
 * an object input are read exactly once, and the result cannot change after validation.
 * Every failure is a WebhookPayloadError.
 */
export function readJsonBody(body: unknown): JsonValue {
  let value: unknown = body
  if (body instanceof Uint8Array) value = decodeUtf8(body)
  if (typeof value === 'string') value = parseJsonText(value)
  const budget = { nodes: 0, chars: 0 }
  return copyJson(value, '', 0, budget)
}

function decodeUtf8(bytes: Uint8Array): string {
  if (bytes.length > MAX_BODY_LENGTH * 3) tooLarge()
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new WebhookPayloadError('', 'is not valid UTF-8')
  }
}

function parseJsonText(text: string): unknown {
  if (text.length > MAX_BODY_LENGTH) tooLarge()
  // Verified a moment ago: the same scan passed and the parse is at hand (lastParsedText.ts).
  const verified = takeParsedText(text)
  if (verified !== undefined) return verified.value
  // Shape limits and duplicate keys in one pass over the text, before it is parsed: a hostile
  // shape costs no more than a flat body of its size. JSON.parse keeps the last of two equal
  // keys, other readers the first: the ambiguity is refused.
  const problem = scanJsonText(text)
  if (problem) throw new WebhookPayloadError(problem.field, problem.problem)
  try {
    return JSON.parse(text)
  } catch {
    throw new WebhookPayloadError('', 'is not valid JSON')
  }
}

function tooLarge(): never {
  throw new WebhookPayloadError('', `is larger than ${MAX_BODY_LENGTH} characters`)
}

function copyJson(
  value: unknown,
  path: string,
  depth: number,
  budget: { nodes: number; chars: number },
): JsonValue {
  budget.nodes++
  if (budget.nodes > MAX_NODES) {
    throw new WebhookPayloadError('', `has more than ${MAX_NODES} values`)
  }
  if (value === null || typeof value === 'boolean') return value
  if (typeof value === 'string') {
    budget.chars += value.length
    if (budget.chars > MAX_BODY_LENGTH) tooLarge()
    // The limit raw text is held to by scanJsonText, for a parsed value too.
    if (value.length > MAX_STRING_LENGTH) {
      throw new WebhookPayloadError(
        path,
        `has a string longer than ${MAX_STRING_LENGTH} characters`,
      )
    }
    return value
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new WebhookPayloadError(path, 'must be a finite number')
    return value
  }
  if (typeof value !== 'object') {
    throw new WebhookPayloadError(path, `is a ${typeof value}, which is not JSON data`)
  }
  if (depth >= MAX_DEPTH) {
    throw new WebhookPayloadError(path, `is nested deeper than ${MAX_DEPTH} levels`)
  }
  try {
    return Array.isArray(value)
      ? copyArray(value, path, depth, budget)
      : copyObject(value, path, depth, budget)
  } catch (error) {
    if (error instanceof WebhookPayloadError) throw error
    // A throwing getter or proxy trap, or a stack overflow: report where, not what.
    throw new WebhookPayloadError(path, 'could not be read as JSON data')
  }
}

function copyArray(
  source: readonly unknown[],
  path: string,
  depth: number,
  budget: { nodes: number; chars: number },
): JsonValue[] {
  const length = source.length
  if (length > MAX_NODES) throw new WebhookPayloadError('', `has more than ${MAX_NODES} values`)
  const copy: JsonValue[] = []
  for (let index = 0; index < length; index++) {
    copy.push(copyJson(source[index], joinPath(path, index), depth + 1, budget))
  }
  return copy
}

function copyObject(
  source: object,
  path: string,
  depth: number,
  budget: { nodes: number; chars: number },
): { [key: string]: JsonValue } {
  const proto = Object.getPrototypeOf(source)
  if (proto !== Object.prototype && proto !== null) {
    throw new WebhookPayloadError(path, 'must be a plain object')
  }
  const copy: { [key: string]: JsonValue } = {}
  for (const key of Object.keys(source)) {
    const keyPath = joinPath(path, key)
    if (FORBIDDEN_KEYS.has(key)) throw new WebhookPayloadError(keyPath, 'is a forbidden key')
    budget.chars += key.length
    if (budget.chars > MAX_BODY_LENGTH) tooLarge()
    if (key.length > MAX_STRING_LENGTH) {
      throw new WebhookPayloadError(path, `has a key longer than ${MAX_STRING_LENGTH} characters`)
    }
    const item: unknown = (source as Record<string, unknown>)[key]
    // Like JSON.stringify: an undefined property is simply absent.
    if (item === undefined) continue
    copy[key] = copyJson(item, keyPath, depth + 1, budget)
  }
  return copy
}
