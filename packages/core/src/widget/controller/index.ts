// The widget controller's public helpers: the event log an app keeps and how it reads. The
// controller itself (one widget lifecycle that React, Vue, Svelte, @rampkit/element and compat
// drive) is adapter plumbing: `@rampkit/core/adapter`.
export { appendWidgetEvent, DEFAULT_EVENT_LOG_SIZE } from './appendWidgetEvent.js'
export { describeWidgetEvent } from './describeWidgetEvent.js'
export type { EmbeddedWidgetConfig } from './mountWidget.js'
export { warnOnMixedEnvironments } from './warnOnMixedEnvironments.js'
export { widgetConfigKey } from './widgetConfigKey.js'
