import { createRampKitWidgetClass, type RampKitWidgetElement } from './RampKitWidgetElement.js'

/** The tag `defineRampKitWidget()` registers unless given another. */
export const RAMPKIT_WIDGET_TAG = 'rampkit-widget'

/**
 * Registers the element as `tagName` (default `rampkit-widget`) and returns its class; the one
 * already registered under that name if there is one. On a server (no `customElements`) it does
 * nothing and returns `undefined`, so it is safe in code that also renders there.
 */
export function defineRampKitWidget(
  tagName: string = RAMPKIT_WIDGET_TAG,
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): (new () => RampKitWidgetElement) | undefined {
  if (!registry) return undefined
  const existing = registry.get(tagName)
  if (existing) return existing as unknown as new () => RampKitWidgetElement
  const element = createRampKitWidgetClass()
  registry.define(tagName, element)
  return element
}
