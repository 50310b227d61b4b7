import { PRODUCTION_WIDGET_URL } from './constants.js'
import type { ValidatedWidgetConfig, WidgetVariant } from './types.js'
import type { CheckedWidgetConfig } from './validateWidgetConfig.js'
import { isEmbeddedVariant, isOfficialVariant, WIDGET_VARIANTS } from './variants.js'

/** The variants the official SDK 6.2 shows as asked; it shows any other value as `desktop`. */
export const OFFICIAL_VARIANTS = /* @__PURE__ */ WIDGET_VARIANTS.filter(isOfficialVariant)

/** What `checkCompatConfig` found: what to show, and whether `show()` must refuse. */
export interface CompatCheck {
  /** For `createWidget`'s `checked` option: what the launcher needs, and the host's values as given. */
  checked: CheckedWidgetConfig
  /**
   * What `show()` throws, where the official SDK's `show()` throws: an address it cannot build
   * (`new URL(url || default)`, a `pathname` that is not text), and, rampkit only, an address
   * that is not http(s) (see differences.json, `url-not-http`).
   */
  showError?: Error
}

/** The official SDK's own message when an embedded widget's `containerNode` is missing or stray. */
export const CONTAINER_ERRORS = {
  noBody: "Couldn't find <body> element.",
  notElement: 'Container node has to be a proper HTML element.',
  detached: 'Container node must be attached to the document.',
} as const

/**
 * `@rampkit/core/compat`'s check, lenient as the official SDK 6.2 is: it throws only where the
 * official constructor throws (no configuration object at all; an embedded variant whose
 * `containerNode` is not an element attached to the page, with the official messages) and
 * reports where its `show()` would throw. Everything else is shown: a missing `hostApiKey`,
 * `null`, `'true'` for a boolean, a number past 2^53, an unknown variant (as `desktop`). The
 * widget URL carries the values as the official SDK writes them (as given: every key, each
 * non-null, non-'' value through `toString()`, arrays comma-joined). `createWidget` keeps its
 * strict checks: rampkit's own API refuses what breaks a rule of spec 2.11.
 */
export function checkCompatConfig(input: unknown): CompatCheck {
  // The official constructor reads `config.useSendCryptoCallback`: without an object, it throws.
  if (input == null) throw new TypeError('RampInstantSDK needs a configuration object.')
  // Copied as the official SDK copies it: own enumerable keys, each getter read once, and
  // `variant` first (its `{ variant: 'desktop', ...config }`).
  const copy: Record<string, unknown> = { variant: 'desktop', ...(input as object) }
  const given = new Map(Object.entries(copy).filter(([, value]) => value !== undefined))
  const variant = isOfficialVariant(copy.variant) ? (copy.variant as WidgetVariant) : 'desktop'
  if (isEmbeddedVariant(variant)) checkContainerNode(copy.containerNode)
  let url = PRODUCTION_WIDGET_URL
  let showError: Error | undefined
  try {
    url = officialAddress(copy.url, copy.pathname)
  } catch {
    // Fixed words: the address may be a signed URL, which the message must not repeat.
    showError = new TypeError(
      'url must make an absolute http(s) URL (with pathname, if given): the widget cannot be loaded from it.',
    )
  }
  const name = copy.hostAppName
  const config = {
    ...copy,
    url,
    // Applied to `url` already, as the official SDK applies it.
    pathname: undefined,
    variant,
    // Only the frame's accessible name: the URL carries the host's value as given.
    hostAppName: typeof name === 'string' && name.trim() ? name : 'Ramp',
    // The official SDK sets the frame attribute when the value is truthy, whatever it is.
    credentialless: Boolean(copy.credentialless),
  }
  return { checked: { config: config as unknown as ValidatedWidgetConfig, given }, showError }
}

/**
 * The address the official SDK builds (`new URL(url || default)`, then `pathname` with a
 * leading slash), refused here when it is not http(s): an iframe or window must not run a
 * `javascript:` or `data:` address. Throws when there is none.
 */
function officialAddress(url: unknown, pathname: unknown): string {
  const base = new URL((url || PRODUCTION_WIDGET_URL) as string)
  if (pathname) {
    // A truthy value that is not text throws here, as in the official SDK.
    const path = pathname as string
    base.pathname = path.startsWith('/') ? path : `/${path}`
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new TypeError('not http(s)')
  return base.href
}

/** The official SDK's check of an embedded widget's container, with its messages. */
function checkContainerNode(node: unknown): void {
  const doc = globalThis.document as Document | undefined
  if (!doc?.body) throw new Error(CONTAINER_ERRORS.noBody)
  if (typeof HTMLElement !== 'function' || !(node instanceof HTMLElement))
    throw new Error(CONTAINER_ERRORS.notElement)
  if (!doc.body.contains(node)) throw new Error(CONTAINER_ERRORS.detached)
}
