import { WIDGET_URL_EXTRA_KEYS } from './constants.js'
import type { WidgetConfig, WidgetConfigIssue, WidgetUrlExtra } from './types.js'
import { validateWidgetConfigOrThrow } from './validateWidgetConfig.js'
import { describeValue, quote } from './validation/describeValue.js'
import { isWellFormed } from './validation/readers.js'
import { WidgetConfigError } from './WidgetConfigError.js'
import { URL_CONFIG_KEYS } from './widgetUrlParams.js'

/**
 * The hosted-mode widget URL for a configuration: `config.url` (default: the production widget)
 * with every parameter in its query, encoded as URLSearchParams does (so `#`, `&`, `+`, `%` and
 * unicode survive), arrays comma-joined, booleans `true`/`false`, `swapAmount` as digits,
 * `containerNode` never included. `extra` adds the protocol parameters the launcher sends
 * (`sdkType`, `sdkVersion`, `widgetInstanceId`, `hostUrl`, `useSendCryptoCallbackVersion`).
 *
 * Query parameters already in `config.url` are kept, after it, except widget parameters,
 * which the configuration replaces. The configuration is validated first: an invalid one
 * throws a `WidgetConfigError` (run `validateWidgetConfig` yourself to see warnings).
 */
export function buildWidgetUrl(config: WidgetConfig, extra: WidgetUrlExtra = {}): string {
  const valid = validateWidgetConfigOrThrow(config)
  const checkedExtra = checkExtra(extra, valid.hostApiKey)
  const url = new URL(valid.url)
  const params = new URLSearchParams(url.search)
  for (const key of URL_CONFIG_KEYS) {
    const value = valid[key]
    if (value !== undefined) params.set(key, serialise(value))
  }
  for (const key of WIDGET_URL_EXTRA_KEYS) {
    const value = checkedExtra[key]
    if (value !== undefined) params.set(key, serialise(value))
  }
  url.search = params.toString()
  return url.href
}

function serialise(value: string | number | boolean | readonly string[]): string {
  if (Array.isArray(value)) return value.join(',')
  return String(value)
}

/** The launcher's protocol fields: non-empty strings and a positive integer version. */
function checkExtra(extra: unknown, secret: string): WidgetUrlExtra {
  const issues: WidgetConfigIssue[] = []
  const known: ReadonlySet<string> = new Set(WIDGET_URL_EXTRA_KEYS)
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) {
    throw new WidgetConfigError([
      {
        path: 'extra',
        message: `extra must be an object of widget URL protocol fields, got ${describeValue(extra, secret)}.`,
      },
    ])
  }
  const record = extra as Record<string, unknown>
  for (const key of Object.keys(record)) {
    const value = record[key]
    const path = `extra.${key}`
    if (!known.has(key)) {
      issues.push({
        path,
        message: `${quote(key, secret)} is not a widget URL protocol field; expected ${WIDGET_URL_EXTRA_KEYS.join(', ')}.`,
      })
    } else if (value === undefined) {
      // absent
    } else if (key === 'useSendCryptoCallbackVersion') {
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
        issues.push({
          path,
          message: `${path} must be a positive integer such as 1, got ${describeValue(value, secret)}.`,
        })
      }
    } else if (typeof value !== 'string' || value.trim() === '' || !isWellFormed(value)) {
      issues.push({
        path,
        message: `${path} must be a non-empty, well-formed string, got ${describeValue(value, secret)}.`,
      })
    }
  }
  if (issues.length > 0) throw new WidgetConfigError(issues, { secret })
  return record as WidgetUrlExtra
}
