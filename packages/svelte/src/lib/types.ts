import type {
  AssetsQuery,
  EmbeddedWidgetConfig,
  PurchaseTrackerOptions,
  PurchaseTrackerSnapshot,
  QuoteFlow,
  QuoteParams,
  QuoteResultFor,
  QuoteStoreOptions,
  ResourceSnapshot,
  SaleStatus,
  SaleTrackerOptions,
  SaleTrackerSnapshot,
  WidgetEvent,
} from '@rampkit/core'
import type {
  AssetsConfigFor,
  IdlePurchaseSnapshot,
  IdleSaleSnapshot,
  WidgetHandlers,
} from '@rampkit/core/adapter'
import type { HTMLAttributes } from 'svelte/elements'

/**
 * A core store's snapshot with reactive fields, plus `refresh()`. Read the fields from the
 * object (`quote.status`): destructuring takes a copy that never changes.
 */
export type ResourceResult<P, D> = ResourceSnapshot<P, D> & {
  /** Asks again now; resolves when the answer is in. */
  refresh: () => Promise<void>
}

/** Timing of a quote. Amount limits go in `params.limits`, so they may change. */
export type QuoteOptions = Pick<QuoteStoreOptions, 'debounceMs' | 'refreshIntervalMs'>

/**
 * What `createOnrampQuote` and `createOfframpQuote` return: the quote store's snapshot with
 * reactive fields (`status`, `params`, `data`, `error`, ...) plus `refresh()`. Read the fields from
 * the object: a destructured copy never changes.
 */
export type QuoteResult<F extends QuoteFlow> = ResourceResult<QuoteParams, QuoteResultFor<F>>

/**
 * What `createAssets` returns: the assets store's snapshot with reactive fields (`status`,
 * `params`, `data`, `error`, ...) plus `refresh()`. Read the fields from the object: a destructured
 * copy never changes.
 */
export type AssetsResult<F extends QuoteFlow> = ResourceResult<AssetsQuery, AssetsConfigFor<F>>

/** Timing of `createPurchase`, read when it is called. */
export type PurchaseOptions = Pick<PurchaseTrackerOptions, 'intervalMs' | 'maxIntervalMs'>

/**
 * The purchase tracker's snapshot with reactive fields (`status` is `'idle'` without a
 * purchase), plus `refresh()`. Read the fields from the object: a destructured copy never changes.
 */
export type PurchaseResult = (PurchaseTrackerSnapshot | IdlePurchaseSnapshot) & {
  /** Reads the purchase now; resolves when the answer is in (at once when idle). */
  refresh: () => Promise<void>
}

/** Where the sale's status comes from (the host API has none) and the timing. */
export type SaleOptions = Pick<SaleTrackerOptions, 'readStatus' | 'intervalMs' | 'maxIntervalMs'>

/** The sale tracker's snapshot with reactive fields, plus `refresh()` and `setStatus()`. */
export type SaleResult = (SaleTrackerSnapshot | IdleSaleSnapshot) & {
  /** Reads now; resolves when the answers are in (at once when idle). */
  refresh: () => Promise<void>
  /** Sets the status from a source that pushes (see `SaleTracker.setStatus`); idle: nothing. */
  setStatus: (status: SaleStatus) => void
}

/**
 * Options of `createRampWidget`: event and request handlers (core's `WidgetHandlers`, looked up
 * at each event, so a getter may return the latest), the log size and the load timeout (in
 * milliseconds).
 */
export interface RampWidgetOptions extends WidgetHandlers {
  /** Size of `events`. Default 50. */
  maxEvents?: number
  /**
   * How long a widget may stay silent before `WIDGET_OPEN_FAILED` `{ reason: 'LOAD_TIMEOUT' }`
   * is logged (it stays open: closing it is the host's choice). Default 15,000 ms.
   */
  loadTimeoutMs?: number
  /**
   * Loads the widget before `show()` (core's `preloadWidget`): `'intent'` when the pointer rests
   * on or focus reaches the element given the `preloadOn` action (the Buy button), `'idle'` also
   * once the page is idle. Hidden, inert and silent until `show()` reveals it; a config change
   * drops it; nothing on `saveData`. Default `false`.
   */
  preload?: 'intent' | 'idle' | false
}

/**
 * What `createRampWidget` returns: `show` and `close` for the widget, and reactive `isOpen` and
 * `events`.
 */
export interface RampWidgetResult {
  /** Opens the widget (overlay, or hosted window). Throws `WidgetConfigError` for a bad config. */
  show: () => void
  /** Closes it at once. */
  close: () => void
  /** Reactive: the widget is shown. */
  readonly isOpen: boolean
  /** Reactive: events of this widget, oldest first. */
  readonly events: readonly WidgetEvent[]
  /**
   * An action for the control that opens the widget (`<button use:widget.preloadOn>`): with the
   * `preload` option, the widget loads ahead when the user is about to use it.
   */
  preloadOn: (opener: Element) => { destroy(): void }
}

/**
 * What the `rampWidget` action takes when it should report events: the config and the handlers
 * (core's `WidgetHandlers`: a new function never reloads the widget).
 */
export interface RampWidgetActionOptions extends WidgetHandlers {
  config: EmbeddedWidgetConfig
  /** How long the widget may stay silent before `LOAD_TIMEOUT` is reported; read at mount. */
  loadTimeoutMs?: number
}

/**
 * The action's parameter: the embedded config alone, or
 * `{ config, onEvent?, onSendCrypto?, onRequestCryptoAccount? }`.
 */
export type RampWidgetActionParameter = EmbeddedWidgetConfig | RampWidgetActionOptions

/**
 * Props of the `RampWidget` component: the embedded widget's config and handlers (core's
 * `WidgetHandlers`: a new function never reloads the widget); any other prop goes to its `<div>`.
 */
export interface RampWidgetProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>,
    WidgetHandlers {
  /** Widget parameters; `variant` is `embedded-desktop` (default) or `embedded-mobile`. */
  config: EmbeddedWidgetConfig
  /**
   * How long the widget may stay silent before `WIDGET_OPEN_FAILED` `{ reason: 'LOAD_TIMEOUT' }`
   * reaches `onEvent` (it stays mounted). Read at mount. Default 15,000 ms.
   */
  loadTimeoutMs?: number
}
