// Part of the stand-in widget's browser module (bundled from ./main.ts).
import type { WidgetEventOf, WidgetEventType } from '@rampkit/core'

/** What the widget itself posts: every event type but the two the host's SDK makes up. */
export type WidgetMessageType = Exclude<
  WidgetEventType,
  'WIDGET_OPEN_FAILED' | 'WIDGET_EVENT_INVALID'
>

/** A message from the host: `WIDGET_CLOSE_REQUEST`, `SEND_CRYPTO_RESULT` or `REQUEST_CRYPTO_ACCOUNT_RESULT`. */
export interface HostMessage {
  type: string
  payload: unknown
  eventVersion?: number
}

export interface WidgetChannel {
  /** Whether there is a host to talk to (a parent frame or an opener, and its origin). */
  connected: boolean
  /**
   * Posts `{ type, payload, widgetInstanceId }` (and `eventVersion` when given) to the host
   * origin only, with the payload the host's SDK reads for that type.
   */
  post<T extends WidgetMessageType>(
    type: T,
    payload: WidgetEventOf<T>['payload'],
    eventVersion?: number,
  ): void
  /** Messages from the host window at the host origin; returns the remover. */
  listen(handler: (message: HostMessage) => void): () => void
}

/**
 * The widget's side of the protocol: the host is the parent frame (overlay, embedded) or the
 * opener (hosted). It posts only to `hostOrigin` with its `widgetInstanceId`, and hears only
 * that window at that origin.
 */
export function openChannel(
  win: Window,
  hostOrigin: string | undefined,
  instanceId: string | undefined,
): WidgetChannel {
  const host: Window | null = win.parent !== win ? win.parent : win.opener
  const connected = Boolean(host && hostOrigin && instanceId)
  return {
    connected,
    post(type, payload, eventVersion) {
      if (!connected) return
      const message: Record<string, unknown> = { type, payload, widgetInstanceId: instanceId }
      if (eventVersion !== undefined) message.eventVersion = eventVersion
      try {
        host!.postMessage(message, hostOrigin!)
      } catch {
        // the host went away
      }
    },
    listen: (handler) =>
      listenForHost(
        win,
        (event) => connected && event.origin === hostOrigin && event.source === host,
        handler,
      ),
  }
}

/**
 * Calls `handler` with each message `win` receives that `accepts` (by its sender) and that is
 * shaped as a host message (an object with a string `type`); returns the remover.
 */
export function listenForHost(
  win: Window,
  accepts: (event: MessageEvent) => boolean,
  handler: (message: HostMessage) => void,
): () => void {
  const listener = (event: MessageEvent) => {
    const data = event.data as Partial<HostMessage> | null
    if (
      accepts(event) &&
      typeof data === 'object' &&
      data !== null &&
      typeof data.type === 'string'
    ) {
      handler(data as HostMessage)
    }
  }
  win.addEventListener('message', listener)
  return () => win.removeEventListener('message', listener)
}
