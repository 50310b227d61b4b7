import type { SaleAssetInfo, ServicePurchase, ServiceSale } from '../../types/transactions.js'

/** Every event type a widget handler can receive (`on(type, handler)`). */
export const WIDGET_EVENT_TYPES = [
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
  'WIDGET_OPEN_FAILED',
  'WIDGET_EVENT_INVALID',
] as const

/** The type of an event a widget handler can receive (`on(type, handler)`). */
export type WidgetEventType = (typeof WIDGET_EVENT_TYPES)[number]

/** `PURCHASE_CREATED`: `purchaseViewToken` is the `secret` of the purchase status endpoint. */
export interface PurchaseCreatedPayload {
  purchase: ServicePurchase
  purchaseViewToken: string
  apiUrl: string
}

/** `OFFRAMP_SALE_CREATED`: `saleViewToken` is the `secret` of the sale endpoint. */
export interface SaleCreatedPayload {
  sale: ServiceSale
  saleViewToken: string
  apiUrl: string
}

/** `SEND_CRYPTO`: the widget asks the host to send `amount` (base units) to `address`. */
export interface SendCryptoPayload {
  assetInfo: SaleAssetInfo
  amount: string
  address: string
}

/**
 * `REQUEST_CRYPTO_ACCOUNT`: the widget asks the host for the user's account (address) of an
 * asset, as the official SDK's `onRequestCryptoAccount` answers it.
 */
export interface RequestCryptoAccountPayload {
  /** The kind of account asked for (the asset's chain or type, as the widget words it). */
  type: string
  /** The asset the account is for. */
  assetSymbol: string
}

/** `APP_VERSION`: the widget's own version (`major.minor`). */
export interface AppVersionPayload {
  version: string
}

/** `WIDGET_CONFIG_FAILED`: the widget rejected the configuration (e.g. an unknown API key). */
export type WidgetConfigFailedPayload = { code?: string; message?: string } | null

/** `WIDGET_OPEN_FAILED`: the hosted window could not be opened. */
export interface WidgetOpenFailedPayload {
  /**
   * `POPUP_BLOCKED`: the browser refused the hosted window, nothing is shown. `LOAD_TIMEOUT`: no
   * message came from the widget in the launcher's `loadTimeoutMs` (an old address, a domain the
   * widget does not allow); it stays shown, for the host to close, and works if it speaks later.
   */
  reason: 'POPUP_BLOCKED' | 'LOAD_TIMEOUT'
}

/** Whether `event` means nothing is shown: the user or host closed it, or the popup was blocked. */
export function widgetGone(event: WidgetEvent): boolean {
  return (
    event.type === 'WIDGET_CLOSE' ||
    (event.type === 'WIDGET_OPEN_FAILED' && event.payload.reason === 'POPUP_BLOCKED')
  )
}

/**
 * `WIDGET_EVENT_INVALID`: a message that passed the origin and instance checks but whose payload
 * did not have the expected shape; it was dropped. Names the field, never its value.
 */
export interface WidgetEventInvalidPayload {
  type: string
  field: string
}

type Ev<T extends WidgetEventType, P> = { type: T; payload: P }

/** What handlers receive: a union discriminated by `type`. */
export type WidgetEvent =
  | Ev<'WIDGET_CLOSE', null>
  | Ev<'WIDGET_CONFIG_DONE', null>
  | Ev<'WIDGET_CONFIG_FAILED', WidgetConfigFailedPayload>
  | Ev<'PURCHASE_CREATED', PurchaseCreatedPayload>
  | Ev<'OFFRAMP_SALE_CREATED', SaleCreatedPayload>
  | Ev<'SEND_CRYPTO', SendCryptoPayload>
  | Ev<'REQUEST_CRYPTO_ACCOUNT', RequestCryptoAccountPayload>
  | Ev<'APP_VERSION', AppVersionPayload>
  | Ev<'WIDGET_CLOSE_REQUEST', null>
  | Ev<'WIDGET_CLOSE_REQUEST_CONFIRMED', null>
  | Ev<'WIDGET_CLOSE_REQUEST_CANCELLED', null>
  | Ev<'WIDGET_OPEN_FAILED', WidgetOpenFailedPayload>
  | Ev<'WIDGET_EVENT_INVALID', WidgetEventInvalidPayload>

/** The event of one type. */
export type WidgetEventOf<T extends WidgetEventType> = Extract<WidgetEvent, { type: T }>

/**
 * A message from the widget, as sent, after the origin, window and instance checks: what a
 * typed event was read from.
 */
export interface WidgetMessage {
  type: string
  payload?: unknown
  eventVersion?: unknown
  [field: string]: unknown
}

/**
 * A handler for `type`, or for every event with `'*'`. `message` is the widget's message the
 * event was read from (for `WIDGET_EVENT_INVALID`, the malformed one), every field as sent and
 * shared by all handlers; undefined for what the launcher reports itself (a close by the host
 * or by the user's window, a blocked popup, a close the user confirmed).
 */
export type WidgetEventHandler<T extends WidgetEventType | '*' = '*'> = (
  event: T extends WidgetEventType ? WidgetEventOf<T> : WidgetEvent,
  message?: WidgetMessage,
) => void

type AnyHandler = (event: WidgetEvent, message?: WidgetMessage) => void

export interface WidgetEmitter {
  on(type: string, handler: AnyHandler): () => void
  emit(event: WidgetEvent, message?: WidgetMessage): void
}

/**
 * Calls an event handler; if it throws, its error is reported as an uncaught error
 * (`reportError`, as the DOM does for event listeners) and the caller goes on.
 */
export function callHandler<A extends unknown[]>(
  handler: (...args: A) => unknown,
  ...args: A
): void {
  try {
    handler(...args)
  } catch (error) {
    if (typeof reportError === 'function') reportError(error)
    else
      setTimeout(() => {
        throw error
      })
  }
}

/**
 * A small typed emitter. A handler that throws does not stop the others: its error is
 * reported as an uncaught error (`reportError`), as the DOM does for event listeners.
 */
export function createEmitter(): WidgetEmitter {
  const entries = new Set<[string, AnyHandler]>()
  return {
    on(type, handler) {
      // A developer's mistakes: checked in development, as React warns.
      if (__DEV__) {
        if (type !== '*' && !(WIDGET_EVENT_TYPES as readonly string[]).includes(type))
          throw new TypeError(
            `Unknown widget event type ${String(JSON.stringify(type)).slice(0, 60)}; expected '*' or one of ${WIDGET_EVENT_TYPES.join(', ')}.`,
          )
        if (typeof handler !== 'function')
          throw new TypeError('The event handler must be a function.')
      }
      // One entry per call, so subscribing the same function twice needs two unsubscribes.
      const entry: [string, AnyHandler] = [type, handler]
      entries.add(entry)
      return () => {
        entries.delete(entry)
      }
    },
    emit(event, message) {
      // A launcher event reaches handlers with the event alone, as it always has.
      const args: Parameters<AnyHandler> = message === undefined ? [event] : [event, message]
      // Over a copy: an emit runs over the handlers there were when it started.
      for (const [type, handler] of [...entries]) {
        if (type !== '*' && type !== event.type) continue
        callHandler(handler, ...args)
      }
    },
  }
}
