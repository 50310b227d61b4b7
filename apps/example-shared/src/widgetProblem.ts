import type { WidgetEvent } from '@rampkit/core'

/**
 * What the page tells its user after `event`, `current` being what it told so far: a widget that
 * never answered (`LOAD_TIMEOUT`: an old URL, a domain not allowed) or a blocked window is said;
 * a widget that then speaks (it loaded after all) clears it; other events (the page closing the
 * widget) leave it as it is.
 */
export function widgetProblemAfter(
  current: string | undefined,
  event: WidgetEvent,
): string | undefined {
  const problem = widgetProblem(event)
  if (problem !== undefined) return problem
  return SPEAKS.has(event.type) ? undefined : current
}

// Events only a loaded widget sends.
const SPEAKS = new Set<string>(['WIDGET_CONFIG_DONE', 'WIDGET_CONFIG_FAILED', 'APP_VERSION'])

/** The message for a widget that could not be shown; `undefined` for every other event. */
export function widgetProblem(event: WidgetEvent): string | undefined {
  if (event.type !== 'WIDGET_OPEN_FAILED') return undefined
  switch (event.payload.reason) {
    case 'LOAD_TIMEOUT':
      return 'The widget did not load. Check your connection and try again.'
    case 'POPUP_BLOCKED':
      return 'The browser blocked the widget window: allow pop-ups for this page and try again.'
    default:
      return 'The widget could not be opened.'
  }
}
