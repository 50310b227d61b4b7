import { withCanonicalQuery } from '../../../shared/formUrlEncoding.js'
import { PRODUCTION_WIDGET_URL } from '../constants.js'
import { absoluteHttpUrl, widgetParamsIn } from '../urlParams.js'
import type { ValidationContext } from '../validation/context.js'
import { readString } from '../validation/readers.js'

/** URLs the widget itself loads or calls: any string passes, a non-http(s) one with a warning. */
const PASSED_ON = ['hostLogoUrl', 'webhookStatusUrl', 'offrampWebhookV3Url', 'finalUrl'] as const

/**
 * A link into an app (`mywallet://ramp-done`): a scheme of its own, not http(s) nor one a page
 * runs or reads (`javascript:`, `data:`, `blob:`, `file:`, `about:`, `vbscript:`).
 */
const APP_LINK = /^(?!(?:https?|javascript|data|blob|file|about|vbscript):)[a-z][a-z\d+.-]*:/i

/**
 * `url`, the widget's own address, must be an absolute http(s) URL: the launcher loads it in an
 * iframe or a window (a `javascript:` address would run in the host page) and the official SDK
 * throws on anything `new URL` cannot read; it is canonicalised. The other URLs are passed to
 * the widget as given (not even trimmed): spec 2.11 states no format for them, so a relative or non-http(s) one
 * (which the widget cannot load from its own origin) is a warning, but for a `finalUrl` that is an
 * app's link when a phone app opens the widget (integration `app`). `pathname` is a string.
 */
export function validateUrls(ctx: ValidationContext): void {
  for (const key of PASSED_ON) {
    const value = readString(ctx, key, key === 'hostLogoUrl' ? 'required' : 'warn')
    if (value === undefined) continue
    // In an app (its webview, an in-app browser) finalUrl is meant to be the app's own link back.
    const appLink = key === 'finalUrl' && ctx.integration === 'app' && APP_LINK.test(value)
    if (!absoluteHttpUrl(value) && !appLink) {
      ctx.note(key, 'notHttpUrl', value)
    }
  }
  const value = readString(ctx, 'url')
  const url = value === undefined ? undefined : absoluteHttpUrl(value)
  if (value !== undefined && !url) ctx.expect('url', 'an absolute http(s) URL', value)
  if (url) ctx.paramsInUrl = widgetParamsIn(url)
  // Canonical (URLSearchParams' encoding), with its query kept: the launcher writes over it.
  // String code, not the URL's setter: React Native's global URL classes write it otherwise.
  ctx.config.url = url ? withCanonicalQuery(url.href) : PRODUCTION_WIDGET_URL
  readString(ctx, 'pathname')
}
