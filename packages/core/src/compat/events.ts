// The event types of the official SDK 6.2, under its names, as rampkit delivers them: payloads
// are checked and typed (rampkit's types of spec 2.9 and 2.10), so handlers get more than the
// official `payload: any`.
import type { SaleAssetInfo, ServicePurchase, ServiceSale } from '../types/transactions.js'
import type {
  AppVersionPayload,
  RequestCryptoAccountPayload,
  SendCryptoPayload,
  WidgetConfigFailedPayload,
  WidgetEventInvalidPayload,
  WidgetOpenFailedPayload,
} from '../widget/mount/events.js'
import type { RampInstantAllEventTypes } from './eventTypes.js'

/**
 * A purchase as `PURCHASE_CREATED` carries it (spec 2.10). Amounts and rates are numbers: the
 * official SDK types some of them as strings, the service and its webhooks send numbers, and
 * rampkit turns numeric strings into numbers.
 */
export type RampInstantPurchase = ServicePurchase

/** A sale as `OFFRAMP_SALE_CREATED` carries it (spec 2.9). */
export type RampInstantOfframpSale = ServiceSale

/** The asset of a sale, as `SEND_CRYPTO` and `onSendCrypto` get it. */
export type RampInstantAssetInfo = SaleAssetInfo

/** What every event has: the official `RampInstantEvent` (its `IWidgetEvent`). */
export interface RampInstantEvent {
  type: string
  // biome-ignore lint/suspicious/noExplicitAny: the official type, kept so that code annotated with it compiles; the events below type their payloads.
  payload: any | null
  internal?: boolean
}

/** Events from the widget carry the instance id of the widget that sent them. */
interface FromWidget<T extends RampInstantAllEventTypes, P> extends RampInstantEvent {
  type: T
  payload: P
  widgetInstanceId: string
}

/** `WIDGET_CLOSE`: the widget was closed. */
export interface WidgetCloseEvent extends FromWidget<'WIDGET_CLOSE', null> {
  internal?: false
}
/** `WIDGET_CONFIG_DONE`: the widget accepted its configuration and is ready. */
export interface WidgetConfigDoneEvent extends FromWidget<'WIDGET_CONFIG_DONE', null> {
  internal?: false
}
/** The official type says `payload: null`; rampkit passes on the widget's `{ code, message }`. */
export interface WidgetConfigFailedEvent
  extends FromWidget<'WIDGET_CONFIG_FAILED', WidgetConfigFailedPayload> {
  internal?: false
}
/**
 * `PURCHASE_CREATED`: the user created a purchase; `purchaseViewToken` is the `secret` that reads
 * its status.
 */
export interface PurchaseCreatedEvent
  extends FromWidget<
    'PURCHASE_CREATED',
    { purchase: RampInstantPurchase; purchaseViewToken: string; apiUrl: string }
  > {
  internal?: false
}
/**
 * `OFFRAMP_SALE_CREATED`: the user created a sale; `saleViewToken` is the `secret` that reads it.
 */
export interface OfframpSaleCreatedEvent
  extends FromWidget<
    'OFFRAMP_SALE_CREATED',
    { sale: RampInstantOfframpSale; saleViewToken: string; apiUrl: string }
  > {
  internal?: false
}

/**
 * `APP_VERSION`: the widget reports its version once loaded (an internal event of the official
 * SDK).
 */
export type AppVersionEvent = FromWidget<'APP_VERSION', AppVersionPayload>
/**
 * `WIDGET_CLOSE_REQUEST`: a request to close the widget (Escape, the backdrop, or the widget's
 * close button); on the desktop overlay a confirm dialog asks the user.
 */
export type WidgetCloseRequestEvent = FromWidget<'WIDGET_CLOSE_REQUEST', null>
/** `WIDGET_CLOSE_REQUEST_CANCELLED`: the user chose to keep the widget open. */
export type WidgetCloseRequestCancelledEvent = FromWidget<'WIDGET_CLOSE_REQUEST_CANCELLED', null>
/** `WIDGET_CLOSE_REQUEST_CONFIRMED`: the user confirmed closing the widget. */
export type WidgetCloseRequestConfirmedEvent = FromWidget<'WIDGET_CLOSE_REQUEST_CONFIRMED', null>
/**
 * `REQUEST_CRYPTO_ACCOUNT`: the widget asks the host for the user's crypto address (answered by
 * `onRequestCryptoAccount`).
 */
export type RequestCryptoAccountEvent = FromWidget<
  'REQUEST_CRYPTO_ACCOUNT',
  RequestCryptoAccountPayload
>
/**
 * `SEND_CRYPTO`: the widget asks the host to send the crypto of a sale (answered by
 * `onSendCrypto`).
 */
export interface SendCryptoEvent extends FromWidget<'SEND_CRYPTO', SendCryptoPayload> {
  eventVersion: 1
}
/** rampkit: the hosted window was blocked by the browser (the official SDK loses it). */
export type WidgetOpenFailedEvent = FromWidget<'WIDGET_OPEN_FAILED', WidgetOpenFailedPayload>
/** rampkit: a widget message whose payload had the wrong shape was dropped. */
export type WidgetEventInvalidEvent = FromWidget<'WIDGET_EVENT_INVALID', WidgetEventInvalidPayload>

/** The public events: the official `RampInstantEvents`. */
export type RampInstantEvents =
  | WidgetCloseEvent
  | WidgetConfigDoneEvent
  | WidgetConfigFailedEvent
  | PurchaseCreatedEvent
  | OfframpSaleCreatedEvent

/** The official SDK's internal events, which it delivers to handlers too. */
export type RampInstantInternalEvents =
  | AppVersionEvent
  | WidgetCloseRequestEvent
  | WidgetCloseRequestCancelledEvent
  | WidgetCloseRequestConfirmedEvent
  | RequestCryptoAccountEvent
  | SendCryptoEvent

/** Everything a `'*'` handler receives: public, internal and rampkit's two. */
export type RampInstantAllEvents =
  | RampInstantEvents
  | RampInstantInternalEvents
  | WidgetOpenFailedEvent
  | WidgetEventInvalidEvent

/** The event a handler for `T` receives. */
export type RampInstantEventOf<T extends RampInstantAllEventTypes | '*'> = T extends '*'
  ? RampInstantAllEvents
  : Extract<RampInstantAllEvents, { type: T }>
