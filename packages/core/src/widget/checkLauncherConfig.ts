import {
  PRODUCTION_WIDGET_URL,
  WIDGET_CONFIG_KEYS,
  WIDGET_URL_EXTRA_KEYS,
  WIDGET_VARIANTS,
} from './constants.js'
import type { ValidatedWidgetConfig, WidgetConfigIssue } from './types.js'
import type { CheckedWidgetConfig } from './validateWidgetConfig.js'
import { isUrlValue } from './validation/readConfigInput.js'
import { isElementLike, isEmbeddedVariant } from './variants.js'
import { WidgetConfigError } from './WidgetConfigError.js'
import { absoluteHttpUrl, removeWidgetParams } from './writeWidgetUrl.js'

/** Where the codes of the production launcher are explained in full: the core README. */
export const WIDGET_CONFIG_DOCS = 'https://www.npmjs.com/package/@rampkit/core'

/**
 * The codes of the production launcher's issues, each with its short message. Stable: a code
 * keeps its meaning across versions, and the README explains each under `#<code in lower case>`.
 */
export const LAUNCHER_ISSUES = {
  WIDGET_CONFIG: 'not a readable object',
  WIDGET_REQUIRED: 'required, a non-blank string',
  WIDGET_VARIANT: 'not a widget variant',
  WIDGET_WEBVIEW: 'a webview variant: load buildWidgetUrl(config) instead',
  WIDGET_CONTAINER: 'an embedded variant needs a DOM element',
  WIDGET_URL: 'not an absolute http(s) URL',
} as const

export type LauncherIssueCode = keyof typeof LAUNCHER_ISSUES

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
      message: `${LAUNCHER_ISSUES[code]} [${code}] ${WIDGET_CONFIG_DOCS}#${code.toLowerCase()}`,
    })
  const known = new Map<string, unknown>()
  const passthrough = new Map<string, unknown>()
  if (typeof input !== 'object' || !input) fail('', 'WIDGET_CONFIG')
  // Each value is read once (a getter answers once); one that throws makes the object unreadable.
  else
    try {
      // The official SDK passes every key on: known ones, then the others the URL can carry.
      for (const key of Object.keys(input)) {
        const value: unknown = (input as Record<string, unknown>)[key]
        if ((WIDGET_CONFIG_KEYS as readonly string[]).includes(key)) {
          if (value !== undefined) known.set(key, value)
        } else if (
          isUrlValue(value) &&
          !(WIDGET_URL_EXTRA_KEYS as readonly string[]).includes(key)
        ) {
          passthrough.set(key, value)
        }
      }
    } catch {
      fail('', 'WIDGET_CONFIG')
    }
  const config = Object.fromEntries(known) as Record<string, unknown>
  if (!issues.length) {
    for (const key of ['hostAppName', 'hostLogoUrl', 'hostApiKey']) {
      const value = config[key]
      if (typeof value !== 'string' || !value.trim()) fail(key, 'WIDGET_REQUIRED')
    }
    const variant = (config.variant ??= 'auto')
    if (!(WIDGET_VARIANTS as readonly unknown[]).includes(variant))
      fail('variant', 'WIDGET_VARIANT')
    else if (String(variant).startsWith('webview')) fail('variant', 'WIDGET_WEBVIEW')
    else if (isEmbeddedVariant(variant) && !isElementLike(config.containerNode))
      fail('containerNode', 'WIDGET_CONTAINER')
    const url = config.url
    const address = typeof url === 'string' ? absoluteHttpUrl(url) : undefined
    if (url !== undefined && !address) fail('url', 'WIDGET_URL')
    config.url = address ? (removeWidgetParams(address), address.href) : PRODUCTION_WIDGET_URL
    if (typeof config.pathname !== 'string') delete config.pathname
  }
  // The messages are fixed text and key names: no value, so no hostApiKey, can reach them.
  if (issues.length) throw new WidgetConfigError(issues)
  return {
    config: config as unknown as ValidatedWidgetConfig,
    given: new Map([...known, ...passthrough]),
  }
}
