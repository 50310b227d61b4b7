import type { WidgetConfigKey } from '../types.js'
import type { ValidationContext } from './context.js'
import { quote } from './describeValue.js'
import { suggest } from './suggest.js'

/**
 * How `readString` treats a missing or blank value. `warn`: optional, blank is left out with a
 * warning; `required`: missing or blank is an issue; `omit`: optional, blank means "all"
 * (spec 2.11 asset lists), so it is left out silently.
 */
export type Blank = 'warn' | 'required' | 'omit'

/**
 * Reads a string field; undefined when it is absent, not a string or blank. `expected` describes
 * the field when it is not a string at all.
 */
export function readString(
  ctx: ValidationContext,
  key: WidgetConfigKey,
  blank: Blank = 'warn',
  expected = 'a string',
): string | undefined {
  const value = ctx.get(key)
  if (!ctx.has(key)) {
    if (blank === 'required') {
      const given = [...ctx.unknown].find(([, known]) => known === key)?.[0]
      ctx.issue(
        key,
        `${key} is required.${given === undefined ? '' : ` Misspelt as ${quote(String(given))}?`}`,
      )
    }
  } else if (typeof value !== 'string') {
    ctx.expect(key, expected, value)
  } else if (value.trim()) {
    // Broken text is still text: the URL carries U+FFFD in its place, as in the official SDK.
    if (!isWellFormed(value)) {
      ctx.note(key, 'brokenText')
    }
    return value
  } else if (blank === 'required') {
    ctx.expect(key, 'a non-blank string', value)
  } else {
    delete ctx.config[key]
    if (blank === 'warn') ctx.blank.push(key)
  }
  return undefined
}

/**
 * Whether `value` passes `pattern`; if not, reports it and suggests its trimmed upper-case form
 * when that one would pass (`eur` → `EUR`).
 */
export function matches(
  ctx: ValidationContext,
  key: WidgetConfigKey,
  value: string,
  pattern: { test(value: string): boolean },
  expected: string,
  subject?: string,
): boolean {
  if (pattern.test(value)) return true
  const upper = value.trim().toUpperCase()
  const hint = pattern.test(upper) ? ` Did you mean ${quote(upper, ctx.secret)}?` : ''
  ctx.expect(key, expected, value, hint, subject)
  return false
}

/**
 * Whether `value` is one of `allowed`; if not, reports it with the closest allowed value.
 * `aliases` maps other accepted names (deprecated ones) to the allowed value they stand for.
 */
export function isOneOf<T extends string>(
  ctx: ValidationContext,
  path: string,
  value: unknown,
  allowed: readonly T[],
  aliases: Record<string, T> = {},
): value is T {
  if (allowed.includes(value as T)) return true
  const closest =
    typeof value === 'string' ? suggest(value, [...allowed, ...Object.keys(aliases)]) : undefined
  ctx.expect(
    path,
    oneOf(allowed),
    value,
    closest ? ` Did you mean '${aliases[closest] ?? closest}'?` : '',
  )
  return false
}

/** Formats a list of allowed values for a message: `'a', 'b' or 'c'`. */
export function oneOf(values: readonly string[]): string {
  const quoted = values.map((value) => `'${value}'`)
  return quoted.length < 2
    ? quoted.join('')
    : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`
}

/**
 * Whether a string is valid Unicode text (`String.prototype.isWellFormed`, ES2024): a lone
 * surrogate would silently become U+FFFD in any UTF-8 URL, and URL encoding refuses it.
 */
export function isWellFormed(value: string): boolean {
  try {
    encodeURIComponent(value)
    return true
  } catch {
    return false
  }
}
