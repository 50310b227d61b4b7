import type { WidgetConfigIssue, WidgetEvent, WidgetEventOf, WidgetEventType } from '@rampkit/core'

/**
 * The DOM event name of a widget event: `rampkit-` and the type in lower-case kebab
 * (`PURCHASE_CREATED` → `rampkit-purchase-created`). Lower case because HTML attributes (Lit's
 * `@event`, Vue's templates) fold case; a hyphen, not a colon, because Angular reads
 * `(a:b)` as an event `b` on target `a`.
 */
export type ElementEventName<T extends WidgetEventType = WidgetEventType> =
  `rampkit-${Lowercase<KebabOf<T>>}`

type KebabOf<T extends string> = T extends `${infer Head}_${infer Tail}`
  ? `${Head}-${KebabOf<Tail>}`
  : T

/** `PURCHASE_CREATED` → `rampkit-purchase-created`. */
export function elementEventName<T extends WidgetEventType>(type: T): ElementEventName<T> {
  return `rampkit-${type.toLowerCase().replaceAll('_', '-')}` as ElementEventName<T>
}

/** Every widget event also goes out under this name, for one listener that logs them all. */
export const ANY_EVENT_NAME = 'rampkit-event'

/**
 * An invalid configuration: the element dispatches this (never throws) with core's issues. Not
 * the plain `error`, which the DOM types as `ErrorEvent` for every element.
 */
export const ERROR_EVENT_NAME = 'rampkit-error'

/** The `detail` of `rampkit-error`: what was wrong (messages never hold the API key). */
export interface ElementErrorDetail {
  issues: readonly WidgetConfigIssue[]
  message: string
}

/** Each DOM event of the element and its `CustomEvent` type. */
export type RampKitWidgetEventMap = {
  [T in WidgetEventType as ElementEventName<T>]: CustomEvent<WidgetEventOf<T>>
} & {
  'rampkit-event': CustomEvent<WidgetEvent>
  'rampkit-error': CustomEvent<ElementErrorDetail>
}
