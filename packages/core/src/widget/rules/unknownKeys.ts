import { WIDGET_CONFIG_KEYS, WIDGET_URL_EXTRA_KEYS } from '../constants.js'
import type { ValidationContext } from '../validation/context.js'
import { truncate } from '../validation/describeValue.js'
import { suggest } from '../validation/suggest.js'

const MAX_WARNINGS = 20
const PROTOCOL_KEYS: ReadonlySet<string> = new Set(WIDGET_URL_EXTRA_KEYS)

/** Warns about keys that are not parameters of spec 2.11, naming the closest known key. */
export function warnUnknownKeys(ctx: ValidationContext, keys: readonly (string | symbol)[]): void {
  for (const key of keys.slice(0, MAX_WARNINGS)) {
    const path = keyPath(key)
    if (typeof key === 'symbol') {
      ctx.warn(
        path,
        `${path} is a symbol key; the widget configuration only reads string keys, so it is ignored.`,
      )
    } else if (PROTOCOL_KEYS.has(key)) {
      ctx.warn(
        path,
        `${key} is set by the SDK itself when it opens the widget, so it is ignored here.`,
      )
    } else {
      const closest = suggest(key, WIDGET_CONFIG_KEYS)
      const hint = closest ? ` Did you mean '${closest}'?` : ''
      ctx.warn(path, `${path} is not a widget configuration parameter and is ignored.${hint}`)
    }
  }
  if (keys.length > MAX_WARNINGS) {
    ctx.warn('', `${keys.length - MAX_WARNINGS} more unknown keys are ignored.`)
  }
}

/** A readable path for any key: identifiers as they are, anything else quoted and shortened. */
export function keyPath(key: string | symbol): string {
  if (typeof key === 'symbol') return `[${truncate(key.toString())}]`
  return /^[A-Za-z_$][\w$]*$/.test(key) && key.length <= 64
    ? key
    : `[${JSON.stringify(truncate(key))}]`
}
