import type { WidgetConfigKey } from '../types.js'
import type { ValidationContext } from './context.js'
import { quote } from './describeValue.js'

export interface ReadStringOptions {
  required?: string
  /** What a blank string means: an issue (default for required), or left out (spec: "blank: …"). */
  blank?: 'issue' | 'omit' | 'omit-with-warning'
}

/**
 * Reads a string field. `required` is the sentence explaining the field when it is missing.
 * Returns undefined when the field is absent, invalid or blank-and-omitted.
 */
export function readString(
  ctx: ValidationContext,
  key: WidgetConfigKey,
  options: ReadStringOptions = {},
): string | undefined {
  if (!ctx.has(key)) {
    if (options.required) {
      const given = ctx.misspelt.get(key)
      const hint =
        given === undefined
          ? ''
          : ` A key ${quote(given)} was given: is it a misspelling of ${key}?`
      ctx.issue(key, `${key} is required: ${options.required}${hint}`)
    }
    return undefined
  }
  const value = ctx.get(key)
  if (typeof value !== 'string') {
    ctx.issue(key, `${key} must be a string, got ${ctx.describe(key, value)}.`)
    return undefined
  }
  if (!isWellFormed(value)) {
    ctx.issue(
      key,
      `${key} contains an unpaired UTF-16 surrogate (broken text, often from slicing an emoji in half), which cannot be sent to the widget intact.`,
    )
    return undefined
  }
  if (value.trim() !== '') return value
  const blank = options.blank ?? (options.required ? 'issue' : 'omit-with-warning')
  if (blank === 'issue') {
    ctx.issue(key, `${key} must not be blank (got ${ctx.describe(key, value)}).`)
  } else if (blank === 'omit-with-warning') {
    ctx.warn(key, `${key} is ${ctx.describe(key, value)}, so it was left out.`)
  }
  return undefined
}

/** Reads a boolean field; `'true'` and `1` are issues (they are not booleans). */
export function readBoolean(ctx: ValidationContext, key: WidgetConfigKey): boolean | undefined {
  if (!ctx.has(key)) return undefined
  const value = ctx.get(key)
  if (typeof value === 'boolean') return value
  ctx.issue(key, `${key} must be a boolean (true or false), got ${ctx.describe(key, value)}.`)
  return undefined
}

/** Formats a list of allowed values for a message: `'a', 'b' or 'c'`. */
export function oneOf(values: readonly string[]): string {
  const quoted = values.map((value) => `'${value}'`)
  if (quoted.length <= 1) return quoted.join('')
  return `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`
}

// Lone surrogates become U+FFFD in any UTF-8 URL, so such a value would silently change.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether a string is valid Unicode text (`String.prototype.isWellFormed`, ES2024). */
export function isWellFormed(value: string): boolean {
  return !LONE_SURROGATE.test(value)
}
