import type { WidgetEventOf, WidgetEventType } from '@rampkit/core'

/** Every event the widget itself posts: all but the two the host's SDK makes up. */
export const WIDGET_SENT_EVENT_TYPES = [
  'WIDGET_CLOSE',
  'WIDGET_CONFIG_DONE',
  'WIDGET_CONFIG_FAILED',
  'PURCHASE_CREATED',
  'OFFRAMP_SALE_CREATED',
  'SEND_CRYPTO',
  'REQUEST_CRYPTO_ACCOUNT',
  'APP_VERSION',
  'WIDGET_CLOSE_REQUEST',
  'WIDGET_CLOSE_REQUEST_CONFIRMED',
  'WIDGET_CLOSE_REQUEST_CANCELLED',
] as const satisfies readonly WidgetEventType[]

/** A type the widget posts (`WIDGET_OPEN_FAILED` and `WIDGET_EVENT_INVALID` are the launcher's own). */
export type WidgetSentEventType = (typeof WIDGET_SENT_EVENT_TYPES)[number]

/** The payload the widget posts with `type`. */
export type WidgetSentPayload<T extends WidgetSentEventType> = WidgetEventOf<T>['payload']

export function isWidgetSentEventType(type: unknown): type is WidgetSentEventType {
  return (WIDGET_SENT_EVENT_TYPES as readonly unknown[]).includes(type)
}

/** The protocol's `eventVersion` of a type, where it has one (`SEND_CRYPTO` is version 1). */
export function eventVersionOf(type: WidgetSentEventType): number | undefined {
  return type === 'SEND_CRYPTO' ? 1 : undefined
}
