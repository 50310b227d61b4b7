import { PRODUCTION_WIDGET_URL, WIDGET_URL_EXTRA_KEYS } from './constants.js'
import type { ValidatedWidgetConfig, WidgetConfigIssue } from './types.js'
import { absoluteHttpUrl } from './urlParams.js'
import type { CheckedWidgetConfig } from './validateWidgetConfig.js'
import { isUrlValue } from './validation/readConfigInput.js'
import { isElementLike, variantKind } from './variants.js'
import { WidgetConfigError } from './WidgetConfigError.js'

/** Where the codes of the production launcher are explained in full: the core README. */
export const WIDGET_CONFIG_DOCS = 'https://www.npmjs.com/package/@rampkit/core'

/**
 * The codes of the production launcher's issues. Stable: a code keeps its meaning across
 * versions, and the README explains each under `#<code in lower case>`.
 */
export type LauncherIssueCode =
  | 'WIDGET_CONFIG_NOT_OBJECT'
  | 'WIDGET_FIELD_REQUIRED'
  | 'WIDGET_VARIANT_UNKNOWN'
  | 'WIDGET_VARIANT_WEBVIEW'
  | 'WIDGET_CONTAINER_REQUIRED'
  | 'WIDGET_URL_NOT_HTTP'
  /** Given to a one-variant launcher (`createHostedWidget`, …): checkVariantKind.ts. */
  | 'WIDGET_VARIANT_OTHER_KIND'

/**
 * The production launcher's check: only what would break the widget outright (the required
 * fields, `variant`, `containerNode`, an address the page can load), with short messages that
 * carry a stable code (`issue.code`) and the docs anchor that explains it. Everything else, the
 * full rule set with its messages and warnings, belongs to development (`validateWidgetConfig`).
 * The widget URL is the same as in development: the host's values as given, the same address.
 */
export function checkLauncherConfig(input: unknown): CheckedWidgetConfig {
  const issues: WidgetConfigIssue[] = []
  const fail = (path: string, code: LauncherIssueCode) =>
    issues.push({
      path,
      code,
      // The code says what is wrong; the docs say it at length (development says it here).
      message: `${code}, see ${WIDGET_CONFIG_DOCS}#${code.toLowerCase()}`,
    })
  const values = new Map<string, unknown>()
  const given = new Map<string, unknown>()
  if (typeof input !== 'object' || !input) fail('', 'WIDGET_CONFIG_NOT_OBJECT')
  // Each value is read once (a getter answers once); one that throws makes the object unreadable.
  else
    try {
      // The official SDK passes every key on, in order, but the protocol fields it writes itself.
      // No list of known keys here: the URL carries the same as in development, where unknown
      // keys with other values are dropped and known ones with other values are refused.
      for (const key of Object.keys(input)) {
        const value: unknown = (input as Record<string, unknown>)[key]
        if (value === undefined) continue
        values.set(key, value)
        if (isUrlValue(value) && !(WIDGET_URL_EXTRA_KEYS as readonly string[]).includes(key))
          given.set(key, value)
      }
    } catch {
      fail('', 'WIDGET_CONFIG_NOT_OBJECT')
    }
  const config = Object.fromEntries(values) as Record<string, unknown>
  if (!issues.length) {
    for (const key of ['hostAppName', 'hostLogoUrl', 'hostApiKey']) {
      const value = config[key]
      if (typeof value !== 'string' || !value.trim()) fail(key, 'WIDGET_FIELD_REQUIRED')
    }
    config.variant ??= 'auto'
    const kind = variantKind(config.variant)
    if (!kind) fail('variant', 'WIDGET_VARIANT_UNKNOWN')
    // One of the variants: its kind says what it needs.
    else if (kind === 'webview') fail('variant', 'WIDGET_VARIANT_WEBVIEW')
    else if (kind === 'embedded' && !isElementLike(config.containerNode))
      fail('containerNode', 'WIDGET_CONTAINER_REQUIRED')
    // A blank url means the default, as in development and the official SDK (`url || default`).
    const url = typeof config.url === 'string' && !config.url.trim() ? undefined : config.url
    const address = typeof url === 'string' ? absoluteHttpUrl(url) : undefined
    if (url !== undefined && !address) fail('url', 'WIDGET_URL_NOT_HTTP')
    config.url = address ? address.href : PRODUCTION_WIDGET_URL
  }
  // The messages are fixed text and key names: no value, so no hostApiKey, can reach them.
  if (issues.length) throw new WidgetConfigError(issues)
  return {
    config: config as unknown as ValidatedWidgetConfig,
    given,
  }
}
