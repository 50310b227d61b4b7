import type { WidgetMessage } from './events.js'
import { readWidgetEvent, type WidgetMessageReading } from './readWidgetEvent.js'
import {
  type RequestCryptoAccountHandler,
  replyToWidgetRequest,
  type SendCryptoHandler,
  WIDGET_REQUESTS,
} from './widgetRequests.js'

/** A message the app posts to the widget (an answer, or `BACK_BUTTON_PRESSED`). */
export interface MobileReply {
  type: string
  payload: unknown
  eventVersion?: number
}

/** One message from the mobile bridge: as sent, and what it reads as. */
export interface MobileWidgetMessage {
  message: WidgetMessage
  reading: WidgetMessageReading
}

/**
 * Reads what the widget posted to the `RampInstantMobile` bridge (JSON text, or an object from
 * a bridge that passed it on as one): the message and its typed reading, or undefined for
 * anything that is not a widget message. Never throws: any page in the webview can post.
 */
export function readMobileWidgetMessage(data: unknown): MobileWidgetMessage | undefined {
  let value: unknown = data
  if (typeof data === 'string') {
    // A widget message is a few kilobytes; a page posting megabytes is not the widget.
    if (data.length > 1_000_000) return undefined
    try {
      value = JSON.parse(data)
    } catch {
      return undefined
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const message = value as WidgetMessage
  if (typeof message.type !== 'string' || !message.type) return undefined
  return { message, reading: readWidgetEvent(message) }
}

/**
 * The script an app runs in the widget's page to post `reply` to it, as the native SDKs do
 * (`window.postMessage(<json>)`). JSON is a JavaScript expression; `<` is escaped so the text
 * stays inert if a host ever writes it into HTML. Ends in `true;`, as react-native-webview asks.
 */
export function mobileReplyScript(reply: MobileReply): string {
  const { type, payload, eventVersion } = reply
  const json = JSON.stringify({
    type,
    payload: payload ?? null,
    ...(eventVersion && { eventVersion }),
  })
  return `window.postMessage(${json.replace(/</g, '\\u003c')});true;`
}

/** The app's handlers for the widget's requests. */
export interface MobileRequestHandlers {
  onSendCrypto?: SendCryptoHandler | undefined
  onRequestCryptoAccount?: RequestCryptoAccountHandler | undefined
}

/**
 * The answer to a `SEND_CRYPTO` or `REQUEST_CRYPTO_ACCOUNT` request, as the launcher answers it
 * on the web: the handler's result (its fields), or `{ error }` when there is no handler, it
 * throws, rejects or resolves to something without the required field. Never rejects.
 */
export async function answerMobileRequest(
  type: 'SEND_CRYPTO' | 'REQUEST_CRYPTO_ACCOUNT',
  payload: unknown,
  handlers: MobileRequestHandlers,
): Promise<MobileReply> {
  const rule = WIDGET_REQUESTS[type]
  const handler = handlers[rule.handlerName] as ((request: unknown) => unknown) | undefined
  const reply = await replyToWidgetRequest(rule, handler, payload)
  return {
    type: `${type}_RESULT`,
    payload: reply,
    ...('eventVersion' in rule && { eventVersion: rule.eventVersion }),
  }
}
