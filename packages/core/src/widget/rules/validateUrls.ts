import { PRODUCTION_WIDGET_URL } from '../constants.js'
import type { WidgetConfigKey } from '../types.js'
import type { ValidationContext } from '../validation/context.js'
import { checkHttpUrl } from '../validation/httpUrl.js'
import { oneOf, readString } from '../validation/readers.js'
import { WIDGET_URL_PARAMS } from '../widgetUrlParams.js'

const EXAMPLES: Partial<Record<WidgetConfigKey, string>> = {
  hostLogoUrl: 'https://example.com/logo.svg',
  url: 'https://widget.example.com/',
  webhookStatusUrl: 'https://example.com/webhooks/ramp',
  offrampWebhookV3Url: 'https://example.com/webhooks/ramp-sales',
  finalUrl: 'https://example.com/done',
}

/**
 * Reads a URL field. The host's string is kept (trimmed) rather than re-serialised, so what
 * the widget receives is what the host wrote.
 */
function readHttpUrl(
  ctx: ValidationContext,
  key: WidgetConfigKey,
  required?: string,
): { value: string; url: URL } | undefined {
  const value = readString(ctx, key, required ? { required } : {})
  if (value === undefined) return undefined
  const check = checkHttpUrl(value)
  if (!check.ok) {
    ctx.issue(
      key,
      `${key} must be an absolute http(s) URL such as ${EXAMPLES[key]}, but ${check.problem} (got ${ctx.describe(key, value)}).`,
    )
    return undefined
  }
  return { value: value.trim(), url: check.url }
}

export function validateUrls(ctx: ValidationContext): void {
  const logo = readHttpUrl(ctx, 'hostLogoUrl', 'the address of the logo shown in the widget.')
  if (logo) ctx.config.hostLogoUrl = logo.value

  for (const key of ['webhookStatusUrl', 'offrampWebhookV3Url', 'finalUrl'] as const) {
    const read = readHttpUrl(ctx, key)
    if (read) ctx.config[key] = read.value
  }

  ctx.config.url = PRODUCTION_WIDGET_URL
  const widget = readHttpUrl(ctx, 'url')
  if (widget) ctx.config.url = canonicalWidgetUrl(ctx, widget.url)
}

/**
 * The widget URL in the one form `buildWidgetUrl` and `parseWidgetUrl` agree on: `href` with
 * its query re-serialised as URLSearchParams does, and without widget parameters (the
 * configuration sets those; a stale `hostApiKey` left in `url` must not win or be duplicated).
 */
function canonicalWidgetUrl(ctx: ValidationContext, url: URL): string {
  const params = new URLSearchParams(url.search)
  const reserved = [...new Set([...params.keys()].filter((name) => WIDGET_URL_PARAMS.has(name)))]
  for (const name of reserved) params.delete(name)
  if (reserved.length > 0) {
    ctx.warn(
      'url',
      `url already carries the widget parameter${reserved.length === 1 ? '' : 's'} ${oneOf(reserved).replace(' or ', ' and ')} in its query; ${reserved.length === 1 ? 'it was' : 'they were'} removed because the configuration sets them.`,
    )
  }
  url.search = params.toString()
  return url.href
}
