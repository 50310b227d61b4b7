// The widget controller: one widget lifecycle that React, Vue, Svelte, @rampkit/element and
// compat drive, with its event log and request handlers.
export {
  appendWidgetEvent,
  checkEventLogSize,
  DEFAULT_EVENT_LOG_SIZE,
} from './appendWidgetEvent.js'
export {
  createWidgetController,
  type WidgetController,
  type WidgetControllerOptions,
  type WidgetControllerSnapshot,
} from './createWidgetController.js'
export { describeWidgetEvent } from './describeWidgetEvent.js'
export {
  type EmbeddedWidgetConfig,
  type MountedWidget,
  type MountWidgetOptions,
  mountWidget,
} from './mountWidget.js'
export { warnOnMixedEnvironments } from './warnOnMixedEnvironments.js'
export { widgetConfigKey } from './widgetConfigKey.js'
export type { WidgetHandlers } from './widgetHandlers.js'
