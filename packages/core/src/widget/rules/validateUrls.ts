import { PRODUCTION_WIDGET_URL } from '../constants.js'
import type { ValidationContext } from '../validation/context.js'
import { readString } from '../validation/readers.js'
import { isWidgetUrlParam } from '../widgetUrlParams.js'

/** URLs the widget itself loads or calls: any string passes, a non-http(s) one with a warning. */
const PASSED_ON = ['hostLogoUrl', 'webhookStatusUrl', 'offrampWebhookV3Url', 'finalUrl'] as const

/**
 * `url`, the widget's own address, must be an absolute http(s) URL: the launcher loads it in an
 * iframe or a window (a `javascript:` address would run in the host page) and the official SDK
 * throws on anything `new URL` cannot read; it is canonicalised. The other URLs are passed to
 * the widget as given (not even trimmed): spec 2.11 states no format for them, so a relative or non-http(s) one
 * (which the widget cannot load from its own origin) is a warning. `pathname` is a string.
 */
export function validateUrls(ctx: ValidationContext): void {
  for (const key of PASSED_ON) {
    const value = readString(ctx, key, key === 'hostLogoUrl' ? 'required' : 'warn')
    if (value === undefined) continue
    if (!absoluteHttpUrl(value)) {
      ctx.note(key, 'notHttpUrl', value)
    }
  }
  const value = readString(ctx, 'url')
  const url = value === undefined ? undefined : absoluteHttpUrl(value)
  if (value !== undefined && !url) ctx.expect('url', 'an absolute http(s) URL', value)
  ctx.config.url = url ? canonicalWidgetUrl(ctx, url) : PRODUCTION_WIDGET_URL
  readString(ctx, 'pathname')
}

function absoluteHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value.trim())
    return /^https?:$/.test(url.protocol) ? url : undefined
  } catch {
    return undefined
  }
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
