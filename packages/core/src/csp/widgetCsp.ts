import { PRODUCTION_WIDGET_URL } from '../widget/config/constants.js'
import { variantKind, type WidgetVariant } from '../widget/config/variants.js'
import { IFRAME_ALLOW } from '../widget/mount/frame.js'
import { CspError, describeInput } from './CspError.js'
import { type CspDirectives, mergeCsp, serializeCsp } from './policy.js'

/**
 * What `widgetCsp` reads of a widget configuration: a whole `WidgetConfig` fits. `url` is the
 * widget's address (the production widget when absent), `variant` how it is shown (`auto`, an
 * overlay, when absent).
 */
export interface WidgetCspConfig {
  readonly url?: string | undefined
  readonly variant?: WidgetVariant | undefined
}

/** What else the page does from the browser, beside showing the widget. */
export interface WidgetCspOptions {
  /**
   * The host API address(es) the page's own browser code calls (the client's `baseUrl`, and its
   * `legacyBaseUrl` if set): their origins go in `connect-src`. Leave out when only your server
   * calls the API.
   */
  apiBaseUrl?: string | readonly string[] | undefined
}

/** The page policy a set of widget configurations needs, and the frame's permissions. */
export interface WidgetCsp {
  /**
   * Only what the widgets need, each source an origin taken from the options: `frame-src` with
   * the widget's origin when a variant is shown in a frame (overlay, embedded), `connect-src`
   * with the host API's when `apiBaseUrl` is given. Hosted windows and webviews need none.
   */
  readonly directives: CspDirectives
  /**
   * The `allow` attribute of the widget's iframe (`IFRAME_ALLOW`, which rampkit sets itself),
   * or `''` when no variant is shown in a frame. A page that is framed itself, or that sends a
   * `Permissions-Policy`, must let these features through to the widget's origin.
   */
  readonly allow: string
  /** `directives` as a header value (`frame-src …; connect-src …`). */
  toString(): string
  /** The host's own header value with `directives` added (see `mergeCsp`). */
  mergeInto(policy: string): string
}

/**
 * Why the widget's frame may use each feature it is allowed (`IFRAME_ALLOW`, the official SDK's
 * list), for a security review. Nothing else is delegated: no geolocation, USB, fullscreen.
 */
export const WIDGET_FRAME_PERMISSIONS = /* @__PURE__ */ Object.freeze({
  payment: 'Apple Pay and Google Pay: the Payment Request API in a cross-origin frame',
  camera: 'identity checks (KYC): photos of an ID document and a selfie',
  microphone: 'identity checks (KYC) that record a video with sound',
  'clipboard-read': 'pasting a wallet address, or a code from an email, into the widget',
  'clipboard-write': 'copying a deposit address, a bank reference or a transaction hash',
} as const)

/**
 * The Content-Security-Policy directives a page needs for these widget configurations (one, or
 * every one the page may show) and the frame's `allow` list. Every source is the origin of an
 * address given, written only when it is an http(s) origin a policy can name, so nothing in a
 * configuration can add a directive or a wildcard. Throws `CspError` (`INVALID_URL`,
 * `INVALID_VARIANT`) for an address or a variant that does not qualify.
 *
 * @example
 * import { widgetCsp } from '@rampkit/core/csp'
 *
 * const csp = widgetCsp({ url: 'https://app.rampnetwork.com', variant: 'embedded-desktop' })
 * csp.toString() // "frame-src https://app.rampnetwork.com"
 * csp.mergeInto("default-src 'self'") // "default-src 'self'; frame-src 'self' https://app.rampnetwork.com"
 */
export function widgetCsp(
  configs: WidgetCspConfig | readonly WidgetCspConfig[],
  options: WidgetCspOptions = {},
): WidgetCsp {
  const list: readonly WidgetCspConfig[] = Array.isArray(configs)
    ? configs
    : [configs as WidgetCspConfig]
  const frames: string[] = []
  for (const config of list) {
    const variant = config?.variant ?? 'auto'
    const kind = variantKind(variant)
    if (kind === undefined) {
      throw new CspError(`variant ${describeInput(variant)} is not a widget variant.`, {
        code: 'INVALID_VARIANT',
        field: 'variant',
      })
    }
    const origin = sourceOrigin(config?.url ?? PRODUCTION_WIDGET_URL, 'url')
    if ((kind === 'overlay' || kind === 'embedded') && !frames.includes(origin)) {
      frames.push(origin)
    }
  }
  const apis: string[] = []
  const apiBaseUrls = options.apiBaseUrl
  for (const url of typeof apiBaseUrls === 'string' ? [apiBaseUrls] : (apiBaseUrls ?? [])) {
    const origin = sourceOrigin(url, 'apiBaseUrl')
    if (!apis.includes(origin)) apis.push(origin)
  }
  const directives: Record<string, readonly string[]> = {}
  if (frames.length > 0) directives['frame-src'] = Object.freeze(frames)
  if (apis.length > 0) directives['connect-src'] = Object.freeze(apis)
  Object.freeze(directives)
  return Object.freeze({
    directives,
    allow: frames.length > 0 ? IFRAME_ALLOW : '',
    toString: () => serializeCsp(directives),
    mergeInto: (policy: string) => mergeCsp(policy, directives),
  })
}

// CSP3's host-source, as this helper writes one: a scheme, a host of letters, digits, `-` and
// dots (an international name arrives here as punycode), a port.
const ORIGIN_SOURCE = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/

/**
 * The origin of an absolute http(s) address, as a CSP source. Refused: another scheme, an
 * address the URL parser rejects, and a host a policy cannot name (an IPv6 literal, or one with
 * a character such as `;` or `'` that the URL parser lets through).
 */
function sourceOrigin(url: unknown, field: string): string {
  let parsed: URL | undefined
  try {
    parsed = typeof url === 'string' ? new URL(url) : undefined
  } catch {
    parsed = undefined
  }
  const origin = parsed?.origin
  if (origin === undefined || !ORIGIN_SOURCE.test(origin)) {
    throw new CspError(
      `${field} ${describeInput(url)} is not an absolute http(s) address whose origin a policy can name.`,
      { code: 'INVALID_URL', field },
    )
  }
  return origin
}
