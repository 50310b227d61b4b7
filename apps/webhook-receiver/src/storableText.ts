// PostgreSQL text and jsonb hold Unicode text in UTF-8: no NUL (both PGlite and a server refuse
// it, in text and as `\u0000` in jsonb) and no lone surrogate (text silently turns it into
// U+FFFD, jsonb refuses it). JavaScript strings, and so webhook payloads, may hold both. The
// strings the receiver stores go through this escape, which is exact and reversible.

/**
 * U+FFFF, a noncharacter (reserved by Unicode for internal use, never in real text), marks an
 * escaped string: the marker followed by the string as a JSON literal, whose escapes are ASCII.
 */
const ESCAPED = '\uffff'

// A NUL, or a surrogate not part of a pair.
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * The string as PostgreSQL can store it: unchanged when it can (what nearly every string is),
 * else the marker and its JSON literal. A string that begins with the marker is escaped too, so
 * that two different strings never store alike (the unique index on ids relies on it).
 */
export function toStorableText(text: string): string {
  return text.startsWith(ESCAPED) || UNSTORABLE.test(text)
    ? `${ESCAPED}${JSON.stringify(text)}`
    : text
}

/** The string `toStorableText` was given. */
export function fromStorableText(stored: string): string {
  if (!stored.startsWith(ESCAPED)) return stored
  try {
    const text: unknown = JSON.parse(stored.slice(ESCAPED.length))
    if (typeof text === 'string') return text
  } catch {
    // Not written by toStorableText (a row stored before it existed): kept as it is.
  }
  return stored
}

/** A JSON value with every string in it, object keys included, passed through `toStorableText`. */
export function toStorableJson(value: unknown): unknown {
  return mapStrings(value, toStorableText)
}

/** The JSON value `toStorableJson` was given. */
export function fromStorableJson(value: unknown): unknown {
  return mapStrings(value, fromStorableText)
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value)
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map))
  if (value !== null && typeof value === 'object') {
    const mapped: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      // defineProperty: a `__proto__` key stays an own property, as JSON.parse makes it.
      Object.defineProperty(mapped, map(key), {
        value: mapStrings(item, map),
        enumerable: true,
        writable: true,
        configurable: true,
      })
    }
    return mapped
  }
  return value
}
