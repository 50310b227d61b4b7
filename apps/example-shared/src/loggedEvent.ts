import type { WidgetEvent } from '@rampkit/core'

/** One line of the page's event log: which widget (Buy, Sell, Embedded) said what, when. */
export interface LoggedEvent {
  n: number
  at: Date
  source: string
  event: WidgetEvent
}
