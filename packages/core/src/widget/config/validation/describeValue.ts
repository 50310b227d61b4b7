import { WIDGET_CONFIG_KEYS } from '../constants.js'

/** Placeholder put where the `hostApiKey` value would otherwise appear in a message. */
export const REDACTED = '[hostApiKey]'

/**
 * Removes every occurrence of `secret` from `text`. Keys shorter than 4 characters are not
 * secrets worth mangling messages for (real keys are long), so they are left alone. When the
 * placeholder itself spells the key again (a key such as `Key]`), the key is deleted instead.
 */
export function redact(text: string, secret: string | undefined): string {
  if (!secret || secret.length < 4) return text
  let result = text.split(secret).join(REDACTED)
  while (result.includes(secret)) result = result.split(secret).join('')
  return result
}

/**
 * A path redacted as `redact` does, except a leading config key of the spec (`fiatValue` in
 * `fiatValue`, `enabledFlows[1]`): the SDK's own word, public whatever the key is, which a short
 * key such as `alue` would otherwise turn into `fiatV[hostApiKey]`. What follows it, and a key
 * the host made up, are redacted.
 */
export function redactPath(path: string, secret: string | undefined): string {
  const field = /^[A-Za-z]+/.exec(path)?.[0] ?? ''
  if (!(WIDGET_CONFIG_KEYS as readonly string[]).includes(field)) return redact(path, secret)
  return field + redact(path.slice(field.length), secret)
}

/** Shortens long text for a message, keeping its start. */
export function truncate(text: string, max = 40): string {
  if (text.length <= max) return text
  // Never cut an emoji (a surrogate pair) in half.
  return `${text.slice(0, /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max)}…`
}

/** A quoted, shortened, redacted rendering of a string for a message. */
export function quote(text: string, secret?: string): string {
  return JSON.stringify(truncate(redact(text, secret)))
}

/**
 * Says what a value is, for "got …" in messages: `the string "abc"`, `the number 1.5`,
 * `null`, `an array of 3 items`, `an instance of Foo`. Never throws, whatever the value
 * (revoked Proxies included), and never prints `secret`. `typeOnly` names the type alone,
 * for values that must not be shown at all (a `hostApiKey` of the wrong type).
 */
export function describeValue(value: unknown, secret?: string, typeOnly?: boolean): string {
  try {
    return redact(describe(value, secret, typeOnly), secret)
  } catch {
    return 'a value that could not be inspected'
  }
}

function describe(value: unknown, secret?: string, typeOnly?: boolean): string {
  const type = typeof value
  if (value == null || type === 'boolean') return String(value)
  if (type === 'string' && !(value as string).trim()) {
    return value ? 'a blank string' : 'an empty string'
  }
  if (Array.isArray(value)) {
    const n = value.length
    return typeOnly ? 'an array' : n ? `an array of ${n} item${n > 1 ? 's' : ''}` : 'an empty array'
  }
  if (typeOnly || type === 'symbol' || type === 'function') {
    return `a${type === 'object' ? 'n' : ''} ${type}`
  }
  if (type === 'string') return `the string ${quote(value as string, secret)}`
  if (type !== 'object') {
    return `the ${type} ${truncate(String(value))}${type === 'bigint' ? 'n' : ''}`
  }
  const proto = Object.getPrototypeOf(value)
  if (!proto || !Object.getPrototypeOf(proto)) return 'an object'
  const name: unknown = proto.constructor?.name
  return typeof name === 'string' && /^[A-Za-z_$][\w$]{0,39}$/.test(name)
    ? `an instance of ${name}`
    : 'an object with a custom prototype'
}
