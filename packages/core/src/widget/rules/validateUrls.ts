import { PRODUCTION_WIDGET_URL } from '../constants.js'
import type { ValidationContext } from '../validation/context.js'
import { readString } from '../validation/readers.js'
import { isWidgetUrlParam } from '../widgetUrlParams.js'

/**
 * Absolute http: or https: URLs only: a `javascript:` or `data:` value in a URL field would be
 * a script-injection path, and a relative one resolves against nobody knows what. The host's
 * string is kept (trimmed) rather than re-serialised, so the widget receives what the host
 * wrote; `url` (the widget address, default production) is canonicalised instead.
 */
export function validateUrls(ctx: ValidationContext): void {
  for (const key of [
    'hostLogoUrl',
    'webhookStatusUrl',
    'offrampWebhookV3Url',
    'finalUrl',
    'url',
  ] as const) {
    const value = readString(ctx, key, key === 'hostLogoUrl' ? 'required' : 'warn')
    if (value === undefined) continue
    let url: URL | undefined
    try {
      url = new URL(value.trim())
    } catch {}
    if (!url || !/^https?:$/.test(url.protocol)) {
      ctx.expect(key, 'an absolute http(s) URL', value)
    } else {
      ctx.config[key] = key === 'url' ? canonicalWidgetUrl(ctx, url) : value.trim()
    }
  }
  ctx.config.url ??= PRODUCTION_WIDGET_URL
}

/**
 * The widget URL in the one form `buildWidgetUrl` and `parseWidgetUrl` agree on: `href` with
 * its query re-serialised as URLSearchParams does, and without widget parameters (the
 * configuration sets those; a stale `hostApiKey` left in `url` must not win or be duplicated).
 */
function canonicalWidgetUrl(ctx: ValidationContext, url: URL): string {
  const params = new URLSearchParams(url.search)
  const reserved = [...new Set(params.keys())].filter(isWidgetUrlParam)
  for (const name of reserved) params.delete(name)
  ctx.removed = reserved
  url.search = params.toString()
  return url.href
}
