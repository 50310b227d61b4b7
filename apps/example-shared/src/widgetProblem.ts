import type { WidgetEvent } from '@rampkit/core'

/**
 * What the page tells its user when the widget could not be shown: a widget that never
 * answered (`LOAD_TIMEOUT`: an old URL, a domain not allowed) or a blocked window. `undefined`
 * for every other event; a later event from the widget clears it (it loaded after all).
 */
export function widgetProblem(event: WidgetEvent): string | undefined {
  if (event.type !== 'WIDGET_OPEN_FAILED') return undefined
  switch (event.payload.reason) {
    case 'LOAD_TIMEOUT':
      return 'The widget did not load. Check your connection and try again, or close it.'
    case 'POPUP_BLOCKED':
      return 'The browser blocked the widget window: allow pop-ups for this page and try again.'
    default:
      return 'The widget could not be opened.'
  }
}
