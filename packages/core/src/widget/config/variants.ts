import { EMBEDDED_WIDGET_VARIANTS, HOSTED_WIDGET_VARIANTS, WIDGET_VARIANTS } from './constants.js'
import type { EmbeddedWidgetVariant, HostedWidgetVariant, WidgetVariant } from './types.js'

/**
 * Whether `value` is one of the widget's `variant` values: `auto`, `desktop`, `mobile`, or a
 * hosted, embedded or webview one.
 */
export function isWidgetVariant(value: unknown): value is WidgetVariant {
  return (WIDGET_VARIANTS as readonly unknown[]).includes(value)
}

/** `embedded-desktop` / `embedded-mobile`: mounted inside the host's `containerNode`. */
export function isEmbeddedVariant(value: unknown): value is EmbeddedWidgetVariant {
  return (EMBEDDED_WIDGET_VARIANTS as readonly unknown[]).includes(value)
}

/** `hosted`, `hosted-mobile`, `hosted-desktop`, `hosted-auto`: opened in a window of its own. */
export function isHostedVariant(value: unknown): value is HostedWidgetVariant {
  return (HOSTED_WIDGET_VARIANTS as readonly unknown[]).includes(value)
}

/**
 * Whether a value is a DOM element. Duck-typed (`nodeType === 1` with `appendChild`) rather
 * than `instanceof HTMLElement`, so elements from iframes, jsdom or another realm pass and
 * nothing touches `HTMLElement` on the server.
 */
export function isElementLike(value: unknown): value is HTMLElement {
  try {
    if (typeof value !== 'object' || value === null) return false
    const node = value as { nodeType?: unknown; appendChild?: unknown }
    return node.nodeType === 1 && typeof node.appendChild === 'function'
  } catch {
    return false
  }
}
