// Public entry of @rampkit/element. Importing it defines nothing (`"sideEffects": false`):
// call defineRampKitWidget(), or import '@rampkit/element/define'.
import type { RampKitWidgetEventMap } from './events.js'
import type { RampKitWidgetElement } from './RampKitWidgetElement.js'

export {
  ATTRIBUTE_OF,
  attributeName,
  configFromAttributes,
  ELEMENT_CONFIG_KEYS,
  type ElementConfigKey,
} from './attributes.js'
export { defineRampKitWidget, RAMPKIT_WIDGET_TAG } from './defineRampKitWidget.js'
export {
  ANY_EVENT_NAME,
  type ElementErrorDetail,
  type ElementEventName,
  ERROR_EVENT_NAME,
  elementEventName,
  type RampKitWidgetEventMap,
} from './events.js'
export type {
  RampKitWidgetConfig,
  RampKitWidgetElement,
  RampKitWidgetProperties,
} from './RampKitWidgetElement.js'

declare global {
  interface HTMLElementTagNameMap {
    'rampkit-widget': RampKitWidgetElement
  }
  // The element's events bubble: a parent (or `document`) listening for them is typed too.
  interface HTMLElementEventMap extends RampKitWidgetEventMap {}
}
