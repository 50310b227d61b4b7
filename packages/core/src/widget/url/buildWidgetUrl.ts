import { WIDGET_URL_EXTRA_KEYS } from '../config/constants.js'
import type { WidgetConfig, WidgetConfigIssue, WidgetUrlExtra } from '../config/types.js'
import { checkWidgetConfig } from '../config/validateWidgetConfig.js'
import { configErrorWithout } from '../config/validation/configErrorWithout.js'
import { describeValue, truncate } from '../config/validation/describeValue.js'
import { isWellFormed, oneOf } from '../config/validation/readers.js'
import { widgetQueryEntries } from './widgetUrlParams.js'
import {
  givenWidgetUrl,
  portableWidgetBaseUrl,
  writePortableWidgetUrl,
} from './writePortableWidgetUrl.js'

/**
 * The hosted-mode widget URL for a configuration (hosted integration: the host opens it itself,
 * in a window or a webview): `config.url` (default: the production widget), its path replaced
 * by `pathname` if given, with every parameter in its query as the official SDK writes it — the
 * values as given (`String(value)`, arrays comma-joined, booleans `true`/`false`), encoded as
 * URLSearchParams does (so `#`, `&`, `+`, `%` and unicode survive), `containerNode` never
 * included — and `variant` (default `auto`). `extra` adds the protocol parameters the launcher
 * sends (`sdkType`, `sdkVersion`, `widgetInstanceId`, `hostUrl`, `useSendCryptoCallbackVersion`).
 *
 * Query parameters already in `config.url` are kept, before the configuration's; one the URL
 * writes itself is replaced in place (the configuration's value wins, as in the official SDK). The configuration is validated first: an invalid
 * one throws a `WidgetConfigError` (run `validateWidgetConfig` yourself to see warnings).
 */
export function buildWidgetUrl(config: WidgetConfig, extra: WidgetUrlExtra = {}): string {
  const { config: valid, given } = checkWidgetConfig(config, 'hosted')
  const protocol = checkExtra(extra, valid.hostApiKey)
  return writePortableWidgetUrl(
    portableWidgetBaseUrl(givenWidgetUrl(given, valid.url), valid.pathname),
    [
      ...widgetQueryEntries(given),
      ['variant', valid.variant],
      ...widgetQueryEntries(Object.entries(protocol)),
    ],
  )
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
  if (issues.length) throw configErrorWithout(secret, issues)
  return extra as WidgetUrlExtra
}
