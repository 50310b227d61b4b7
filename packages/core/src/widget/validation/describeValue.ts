const MAX_SHOWN = 40

/** Placeholder put where the `hostApiKey` value would otherwise appear in a message. */
export const REDACTED = '[hostApiKey]'
const FALLBACK_PLACEHOLDERS = [REDACTED, '[redacted]', '***', '###']

/**
 * Removes every occurrence of `secret` from `text`. Keys shorter than 4 characters are not
 * secrets worth mangling messages for (real keys are long), so they are left alone. When the
 * placeholder itself would spell the key again (a key such as `Key]`), another one is used,
 * and as a last resort the key is deleted until no occurrence is left.
 */
export function redact(text: string, secret: string | undefined): string {
  if (secret === undefined || secret.length < 4 || !text.includes(secret)) return text
  for (const placeholder of FALLBACK_PLACEHOLDERS) {
    const result = text.split(secret).join(placeholder)
    if (!result.includes(secret)) return result
  }
  let result = text
  while (result.includes(secret)) result = result.split(secret).join('')
  return result
}

/** Shortens long text for a message, keeping its start. */
export function truncate(text: string, max = MAX_SHOWN): string {
  if (text.length <= max) return text
  // Never cut an emoji (a surrogate pair) in half.
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max
  return `${text.slice(0, end)}…`
}

/** A quoted, shortened, redacted rendering of a string for a message. */
export function quote(text: string, secret?: string): string {
  return JSON.stringify(truncate(redact(text, secret)))
}

/**
 * Says what a value is, for "got …" in messages: `the string "abc"`, `the number 1.5`,
 * `null`, `an array of 3 items`, `an instance of Foo`. Never throws, whatever the value
 * (revoked Proxies included), and never prints `secret`.
 */
export function describeValue(value: unknown, secret?: string): string {
  try {
    return redact(describeUnsafe(value, secret), secret)
  } catch {
    return 'a value that could not be inspected'
  }
}

/** Like `describeValue` but only names the type: for values that must not be shown at all. */
export function describeType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  switch (typeof value) {
    case 'string':
      return value === '' ? 'an empty string' : 'a string'
    case 'undefined':
      return 'undefined'
    case 'object':
      return 'an object'
    default:
      return `a ${typeof value}`
  }
}

function describeUnsafe(value: unknown, secret: string | undefined): string {
  switch (typeof value) {
    case 'string':
      if (value === '') return 'an empty string'
      if (value.trim() === '') return 'a blank string'
      return `the string ${quote(value, secret)}`
    case 'number':
      return `the number ${String(value)}`
    case 'bigint':
      return `the bigint ${truncate(value.toString())}n`
    case 'boolean':
      return String(value)
    case 'undefined':
      return 'undefined'
    case 'symbol':
      return 'a symbol'
    case 'function':
      return 'a function'
    default:
      return describeObject(value as object | null)
  }
}

function describeObject(value: object | null): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) {
    const length = value.length
    return length === 0 ? 'an empty array' : `an array of ${length} item${length === 1 ? '' : 's'}`
  }
  const proto: unknown = Object.getPrototypeOf(value)
  if (proto === null || Object.getPrototypeOf(proto) === null) return 'an object'
  const name = constructorName(proto)
  return name ? `an instance of ${name}` : 'an object with a custom prototype'
}

function constructorName(proto: unknown): string | undefined {
  const ctor = (proto as { constructor?: unknown }).constructor
  const name = typeof ctor === 'function' ? (ctor as { name?: unknown }).name : undefined
  return typeof name === 'string' && /^[A-Za-z_$][\w$]{0,39}$/.test(name) ? name : undefined
}
