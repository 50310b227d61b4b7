import { WIDGET_URL_EXTRA_KEYS } from './constants.js'
import type { WidgetConfig, WidgetConfigIssue, WidgetUrlExtra } from './types.js'
import { validateWidgetConfigOrThrow } from './validateWidgetConfig.js'
import { describeValue, truncate } from './validation/describeValue.js'
import { isWellFormed, oneOf } from './validation/readers.js'
import { WidgetConfigError } from './WidgetConfigError.js'
import { writeWidgetUrl } from './writeWidgetUrl.js'

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
  return writeWidgetUrl(valid, checkExtra(extra, valid.hostApiKey))
}

/** The launcher's protocol fields: non-empty strings and a positive integer version. */
function checkExtra(extra: unknown, secret: string): WidgetUrlExtra {
  const issues: WidgetConfigIssue[] = []
  const fail = (path: string, expected: string, value: unknown) =>
    issues.push({
      path,
      message: `${path} must be ${expected}, got ${describeValue(value, secret)}.`,
    })
  if (typeof extra !== 'object' || !extra || Array.isArray(extra)) {
    fail('extra', 'an object of widget URL protocol fields', extra)
  } else {
    for (const [key, value] of Object.entries(extra)) {
      const path = `extra.${truncate(key)}`
      if (!(WIDGET_URL_EXTRA_KEYS as readonly string[]).includes(key)) {
        issues.push({
          path,
          message: `${path} is not a protocol field (${oneOf(WIDGET_URL_EXTRA_KEYS)}).`,
        })
      } else if (value === undefined) {
        // absent
      } else if (key === 'useSendCryptoCallbackVersion') {
        if (!(Number.isSafeInteger(value) && (value as number) > 0))
          fail(path, 'a positive integer such as 1', value)
      } else if (typeof value !== 'string' || !value.trim() || !isWellFormed(value)) {
        fail(path, 'a non-empty, well-formed string', value)
      }
    }
  }
  if (issues.length) throw new WidgetConfigError(issues, { secret })
  return extra as WidgetUrlExtra
}
