import type { WidgetEvent } from './events.js'

/**
 * Whether `event` says the widget can be shown: it confirmed or refused its configuration
 * (`WIDGET_CONFIG_DONE` / `_FAILED`), or it is version 2 or later (`APP_VERSION`), which shows
 * its own loading state. The official SDK reveals its iframe on the same events.
 */
export function widgetReady(event: WidgetEvent): boolean {
  if (event.type === 'WIDGET_CONFIG_DONE' || event.type === 'WIDGET_CONFIG_FAILED') return true
  // `major.minor`: parseInt reads the major version.
  return event.type === 'APP_VERSION' && Number.parseInt(event.payload.version, 10) >= 2
}
