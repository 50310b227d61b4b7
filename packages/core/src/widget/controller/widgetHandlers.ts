import {
  NO_CRYPTO_ACCOUNT_HANDLER,
  NO_SEND_CRYPTO_HANDLER,
  type RequestCryptoAccountHandler,
  type SendCryptoHandler,
  type WidgetInstance,
} from '../mount/createWidget.js'
import type { WidgetEvent, WidgetMessage } from '../mount/events.js'

/**
 * The host's callbacks for a widget. They are looked up at each event, never copied, so a
 * framework hands over its latest callbacks (a getter, a reactive object, or `setHandlers`)
 * without remounting the widget.
 */
export interface WidgetHandlers {
  /**
   * Called for every event of the widget, with the widget's message it was read from (see
   * `WidgetEventHandler`).
   */
  onEvent?: (event: WidgetEvent, message?: WidgetMessage) => void
  /**
   * Answers `SEND_CRYPTO` (off-ramp with `useSendCryptoCallback`). Without it the widget is
   * answered `{ error: 'The host has no onSendCrypto handler.' }`.
   */
  onSendCrypto?: SendCryptoHandler
  /**
   * Answers `REQUEST_CRYPTO_ACCOUNT` with the user's account for an asset (the official SDK's
   * `onRequestCryptoAccount`). Without it the widget is answered an error and asks its user.
   */
  onRequestCryptoAccount?: RequestCryptoAccountHandler
}

/** Throws a `TypeError` for handlers that are not an object of functions; returns them. */
export function checkWidgetHandlers(handlers: WidgetHandlers | undefined): WidgetHandlers {
  if (handlers === undefined || handlers === null) return {}
  if (typeof handlers !== 'object') throw new TypeError('Widget handlers must be an object.')
  for (const name of ['onEvent', 'onSendCrypto', 'onRequestCryptoAccount'] as const) {
    const handler = handlers[name]
    if (handler != null && typeof handler !== 'function') {
      throw new TypeError(`${name} must be a function.`)
    }
  }
  return handlers
}

/**
 * Makes `instance` answer every `SEND_CRYPTO` and `REQUEST_CRYPTO_ACCOUNT` with the handler
 * `current()` returns at that moment, or with the no-handler error. Returns the remover.
 */
export function answerWidgetRequests(
  instance: WidgetInstance,
  current: () => WidgetHandlers,
): () => void {
  const offSend = instance.onSendCrypto((request) => {
    const send = current().onSendCrypto
    if (!send) throw new Error(NO_SEND_CRYPTO_HANDLER)
    return send(request)
  })
  const offAccount = instance.onRequestCryptoAccount((request) => {
    const account = current().onRequestCryptoAccount
    if (!account) throw new Error(NO_CRYPTO_ACCOUNT_HANDLER)
    return account(request)
  })
  return () => {
    offSend()
    offAccount()
  }
}
