// The script-tag build (dist/rampkit.global.js, global `RampKit`): the widget launcher, the
// official SDK's drop-in `RampKit.RampInstantSDK`, and <rampkit-widget> registered on load, for
// pages without a bundler. Production mode, minified (tsup.config.ts).
import { defineRampKitWidget } from './defineRampKitWidget.js'

// Only the launcher: validateWidgetConfig, buildWidgetUrl and parseWidgetUrl always run the full
// development rules (core README), which would triple the file; import the package for them.
export {
  createWidget,
  PRODUCTION_WIDGET_URL,
  SDK_VERSION,
  WIDGET_EVENT_TYPES,
  WidgetConfigError,
  WidgetEnvironmentError,
} from '@rampkit/core'
export { RampInstantEventTypes, RampInstantSDK } from '@rampkit/core/compat'
export { defineRampKitWidget, elementEventName, RAMPKIT_WIDGET_TAG } from './index.js'

defineRampKitWidget()
