/**
 * The public event names, with the same values as the official SDK's `RampInstantEventTypes`
 * (its `WidgetEventTypes` enum). A frozen object rather than a TypeScript `enum`: the same
 * `RampInstantEventTypes.PURCHASE_CREATED` in code, and `RampInstantEventTypes` as a type.
 */
export const RampInstantEventTypes = /* @__PURE__ */ Object.freeze({
  WIDGET_CLOSE: 'WIDGET_CLOSE',
  WIDGET_CONFIG_DONE: 'WIDGET_CONFIG_DONE',
  WIDGET_CONFIG_FAILED: 'WIDGET_CONFIG_FAILED',
  PURCHASE_CREATED: 'PURCHASE_CREATED',
  OFFRAMP_SALE_CREATED: 'OFFRAMP_SALE_CREATED',
} as const)

/** One of the public event names. */
export type RampInstantEventTypes =
  (typeof RampInstantEventTypes)[keyof typeof RampInstantEventTypes]

/**
 * The official SDK's internal event names: it delivers them to handlers too (`'*'` included),
 * so a host may already listen to them.
 */
export const RAMP_INSTANT_INTERNAL_EVENT_TYPES = [
  'APP_VERSION',
  'WIDGET_CLOSE_REQUEST',
  'WIDGET_CLOSE_REQUEST_CANCELLED',
  'WIDGET_CLOSE_REQUEST_CONFIRMED',
  'REQUEST_CRYPTO_ACCOUNT',
  'SEND_CRYPTO',
] as const

/** What rampkit adds: a blocked hosted popup, and a widget message with a malformed payload. */
export const RAMPKIT_EXTRA_EVENT_TYPES = ['WIDGET_OPEN_FAILED', 'WIDGET_EVENT_INVALID'] as const

/**
 * Every name `on` and `unsubscribe` take besides `'*'`, in the official SDK's order (public,
 * then internal), then rampkit's two.
 */
export const RAMP_INSTANT_ALL_EVENT_TYPES = [
  'WIDGET_CLOSE',
  'WIDGET_CONFIG_DONE',
  'WIDGET_CONFIG_FAILED',
  'PURCHASE_CREATED',
  'OFFRAMP_SALE_CREATED',
  ...RAMP_INSTANT_INTERNAL_EVENT_TYPES,
  ...RAMPKIT_EXTRA_EVENT_TYPES,
] as const satisfies readonly (
  | RampInstantEventTypes
  | RampInstantInternalEventTypes
  | RampkitExtraEventTypes
)[]

/** One of the official SDK's internal event names, which handlers receive too. */
export type RampInstantInternalEventTypes = (typeof RAMP_INSTANT_INTERNAL_EVENT_TYPES)[number]
/**
 * One of the event names rampkit adds: `WIDGET_OPEN_FAILED` (a blocked hosted window) and
 * `WIDGET_EVENT_INVALID` (a dropped malformed message).
 */
export type RampkitExtraEventTypes = (typeof RAMPKIT_EXTRA_EVENT_TYPES)[number]
/** Every event name a handler can receive. */
export type RampInstantAllEventTypes = (typeof RAMP_INSTANT_ALL_EVENT_TYPES)[number]
