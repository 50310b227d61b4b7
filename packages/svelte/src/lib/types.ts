import type {
  AssetsConfigFor,
  AssetsQuery,
  EmbeddedWidgetConfig,
  QuoteFlow,
  QuoteParams,
  QuoteResultFor,
  QuoteStoreOptions,
  RequestCryptoAccountHandler,
  ResourceSnapshot,
  SendCryptoHandler,
  WidgetEvent,
  WidgetMessage,
} from '@rampkit/core'
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

export type QuoteResult<F extends QuoteFlow> = ResourceResult<QuoteParams, QuoteResultFor<F>>

export type AssetsResult<F extends QuoteFlow> = ResourceResult<AssetsQuery, AssetsConfigFor<F>>

export interface RampWidgetOptions {
  /** Called for every widget event (looked up at each event, so a getter may return the latest). */
  onEvent?: (event: WidgetEvent, message?: WidgetMessage) => void
  /** Sends the crypto the widget asks for (off-ramp with `useSendCryptoCallback`). */
  onSendCrypto?: SendCryptoHandler
  /**
   * Answers `REQUEST_CRYPTO_ACCOUNT` with the user's account (address) for an asset; without it
   * the widget asks its user.
   */
  onRequestCryptoAccount?: RequestCryptoAccountHandler
  /** Size of `events`. Default 50. */
  maxEvents?: number
}

export interface RampWidgetResult {
  /** Opens the widget (overlay, or hosted window). Throws `WidgetConfigError` for a bad config. */
  show: () => void
  /** Closes it at once. */
  close: () => void
  /** Reactive: the widget is shown. */
  readonly isOpen: boolean
  /** Reactive: events of this widget, oldest first. */
  readonly events: readonly WidgetEvent[]
}

/** What the `rampWidget` action takes when it should report events. */
export interface RampWidgetActionOptions {
  config: EmbeddedWidgetConfig
  /** Called for every widget event; a new function never reloads the widget. */
  onEvent?: (event: WidgetEvent, message?: WidgetMessage) => void
  /** Sends the crypto the widget asks for (off-ramp with `useSendCryptoCallback`). */
  onSendCrypto?: SendCryptoHandler
  /**
   * Answers `REQUEST_CRYPTO_ACCOUNT` with the user's account (address) for an asset; without it
   * the widget asks its user.
   */
  onRequestCryptoAccount?: RequestCryptoAccountHandler
}

/**
 * The action's parameter: the embedded config alone, or
 * `{ config, onEvent?, onSendCrypto?, onRequestCryptoAccount? }`.
 */
export type RampWidgetActionParameter = EmbeddedWidgetConfig | RampWidgetActionOptions

export interface RampWidgetProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Widget parameters; `variant` is `embedded-desktop` (default) or `embedded-mobile`. */
  config: EmbeddedWidgetConfig
  /** Called for every widget event; changing it never reloads the widget. */
  onEvent?: (event: WidgetEvent, message?: WidgetMessage) => void
  /** Sends the crypto the widget asks for (off-ramp with `useSendCryptoCallback`). */
  onSendCrypto?: SendCryptoHandler
  /**
   * Answers `REQUEST_CRYPTO_ACCOUNT` with the user's account (address) for an asset; without it
   * the widget asks its user.
   */
  onRequestCryptoAccount?: RequestCryptoAccountHandler
}
