import { joinPath } from './fieldPath.js'
import { WebhookPayloadError } from './WebhookPayloadError.js'

/**
 * The exact text a webhook signature covers: JSON with object keys sorted (recursively, by
 * UTF-16 code units, like `Array.prototype.sort`) and no whitespace. Follows
 * `fast-json-stable-stringify`, the serialiser the service signs with: `toJSON` is honoured,
 * undefined / function properties are left out, they become `null` in arrays, and non-finite
 * numbers become `null`.
 *
 * @throws {WebhookPayloadError} for a circular structure or a bigint (not JSON), naming the field
 */
export function canonicalizeWebhookBody(value: unknown): string {
  const text = serialize(value, [], [])
  if (text === undefined) throw new WebhookPayloadError('', 'has no JSON representation')
  return text
}

// `places` is the path to `input` as keys and indexes; it becomes text only for an error, as
// building it for every member would cost more than serialising.
function serialize(
  input: unknown,
  places: Array<string | number>,
  ancestors: object[],
): string | undefined {
  let value = input
  if (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  ) {
    value = (value as { toJSON: () => unknown }).toJSON()
  }
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') {
    return undefined
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null'
  if (typeof value === 'bigint')
    throw new WebhookPayloadError(pathOf(places), 'is a bigint, which JSON has no form for')
  if (typeof value !== 'object') return JSON.stringify(value)
  if (value === null) return 'null'
  if (ancestors.includes(value)) {
    throw new WebhookPayloadError(pathOf(places), 'is a circular reference')
  }

  ancestors.push(value)
  let out: string
  if (Array.isArray(value)) {
    const items: string[] = []
    for (let index = 0; index < value.length; index++) {
      places.push(index)
      items.push(serialize(value[index], places, ancestors) ?? 'null')
      places.pop()
    }
    out = `[${items.join(',')}]`
  } else {
    const members: string[] = []
    for (const key of Object.keys(value).sort()) {
      places.push(key)
      const item = serialize((value as Record<string, unknown>)[key], places, ancestors)
      places.pop()
      if (item !== undefined) members.push(`${JSON.stringify(key)}:${item}`)
    }
    out = `{${members.join(',')}}`
  }
  ancestors.pop()
  return out
}

function pathOf(places: ReadonlyArray<string | number>): string {
  return places.reduce<string>((path, place) => joinPath(path, place), '')
}
