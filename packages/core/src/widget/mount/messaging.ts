import type { WidgetMessage } from './events.js'
import { listen } from './listen.js'

/** Who may talk to this host: the widget URL's origin, this show()'s instance id, its window. */
export interface WidgetPeer {
  origin: string
  instanceId: string
  /** The widget's window (iframe `contentWindow` or the hosted popup), read at message time. */
  source(): unknown
}

/**
 * Listens for widget messages on `win` and passes on only those that come from `peer.origin`,
 * from the widget's own window, and carry `peer.instanceId`: a page on another origin, another
 * frame of the widget's origin or another widget instance is ignored. Returns the remover.
 */
export function listenToWidget(
  win: Window,
  peer: WidgetPeer,
  onMessage: (message: WidgetMessage) => void,
): () => void {
  return listen(
    win,
    'message',
    ({ origin, source, data }: MessageEvent) =>
      origin === peer.origin &&
      source &&
      source === peer.source() &&
      data?.widgetInstanceId === peer.instanceId &&
      typeof data.type === 'string' &&
      onMessage(data),
  )
}

/** Posts `{ type, payload, eventVersion? }` to the widget's origin only (never `'*'`). */
export function postToWidget(
  target: unknown,
  origin: string,
  type: string,
  payload: unknown,
  eventVersion?: number,
): void {
  try {
    ;(target as Window | null)?.postMessage(
      { type, payload, ...(eventVersion && { eventVersion }) },
      origin,
    )
  } catch {
    // The window went away (closed popup, removed frame): nothing is listening any more.
  }
}
