import type { EmbeddedWidgetConfig } from '@rampkit/core'
import { WIDGET_CONFIG_KEYS } from '@rampkit/core/adapter'

/** A widget parameter the element takes as an attribute (every one but `containerNode`). */
export type ElementConfigKey = keyof EmbeddedWidgetConfig

/** Parameters that are on when the attribute is present, unless its value is `"false"`. */
const BOOLEAN_KEYS = new Set<ElementConfigKey>([
  'useSendCryptoCallback',
  'hideExitButton',
  'closeable',
  'credentialless',
])

/** Parameters whose attribute is a comma-separated list. */
const LIST_KEYS = new Set<ElementConfigKey>(['enabledFlows'])

/** The widget parameters the element takes, camelCase as the configuration and its properties spell them. */
export const ELEMENT_CONFIG_KEYS: readonly ElementConfigKey[] =
  /* @__PURE__ */ WIDGET_CONFIG_KEYS.filter(
    (key): key is ElementConfigKey => key !== 'containerNode',
  )

/** `hostApiKey` → `host-api-key`, `offrampWebhookV3Url` → `offramp-webhook-v3-url`. */
export function attributeName(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
}

/** The attribute of each parameter, and back. */
export const ATTRIBUTE_OF: ReadonlyMap<string, ElementConfigKey> = /* @__PURE__ */ new Map(
  ELEMENT_CONFIG_KEYS.map((key) => [attributeName(key), key]),
)

/**
 * The parameter an attribute's text stands for: booleans by presence (`"false"` turns one off,
 * as `closeable="false"` must be able to), lists split on commas with blanks dropped, everything
 * else the text as written (core validates it: `fiat-value="50"` is the decimal string the
 * official SDK takes).
 */
export function attributeValue(key: ElementConfigKey, text: string): unknown {
  if (BOOLEAN_KEYS.has(key)) return text.trim().toLowerCase() !== 'false'
  if (LIST_KEYS.has(key)) {
    return text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '')
  }
  return text
}

/** The configuration an element's attributes describe (absent attributes are left out). */
export function configFromAttributes(element: Element): Partial<EmbeddedWidgetConfig> {
  const config: Record<string, unknown> = {}
  for (const [name, key] of ATTRIBUTE_OF) {
    const text = element.getAttribute(name)
    if (text !== null) config[key] = attributeValue(key, text)
  }
  return config as Partial<EmbeddedWidgetConfig>
}
