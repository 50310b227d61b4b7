import type { WidgetConfig } from '../widget/config/types.js'
import {
  createWidgetController,
  type WidgetController,
} from '../widget/controller/createWidgetController.js'
import type { WidgetHandlers } from '../widget/controller/widgetHandlers.js'
import type { RampInstantConfig } from './config.js'
import {
  createListenerRegistry,
  type Listener,
  type ListenerRegistry,
} from './createListenerRegistry.js'
import type { RampInstantAllEvents, RampInstantAssetInfo, RampInstantEventOf } from './events.js'
import type { RampInstantAllEventTypes } from './eventTypes.js'
import { warnAboutConfig } from './warnAboutConfig.js'

/** The official `onSendCrypto` callback: send `amount` (base units) of the asset to `address`. */
export type RampInstantSendCryptoCallback = (
  assetInfo: RampInstantAssetInfo,
  amount: string,
  address: string,
) => Promise<{ txHash: string }>

/** What an `onRequestCryptoAccount` callback resolves to (the official `IOnRequestCryptoAccountResult`). */
export interface RampInstantCryptoAccount {
  address: string
  type?: string
  name?: string
  assetSymbol?: string
}

/** The official `onRequestCryptoAccount` callback: the user's account for `assetSymbol`. */
export type RampInstantRequestCryptoAccountCallback = (
  type: string,
  assetSymbol: string,
) => Promise<RampInstantCryptoAccount>

/**
 * The page elements of a shown overlay or embedded widget, under the official names:
 * `shadowHost` is the element rampkit adds to the page (for an overlay it is also the
 * backdrop, `overlay`), `shadow` its open shadow root, `iframe` the widget. rampkit has no
 * element between the shadow root and the iframe, so `container` stays undefined.
 */
export interface RampInstantDomNodes {
  body: HTMLBodyElement | null
  iframe: HTMLIFrameElement
  overlay: HTMLDivElement | null
  shadowHost: HTMLDivElement
  shadow: ShadowRoot
  container?: HTMLDivElement
}

/** The variants the official SDK 6.2 shows as asked; any other value is the desktop overlay. */
const OFFICIAL_VARIANTS = [
  'desktop',
  'mobile',
  'auto',
  'hosted-desktop',
  'hosted-mobile',
  'hosted-auto',
  'embedded-desktop',
  'embedded-mobile',
] as const

/** The official SDK's message for a second `show()`. */
export const ALREADY_VISIBLE =
  'Widget is already visible - you can only call this once per instance'

/**
 * `RampInstantSDK` of `@ramp-network/ramp-instant-sdk` 6.2 on top of rampkit's `createWidget`:
 * a host switches by changing its import. The configuration is validated at construction
 * (warnings go to `console.warn`, issues throw `WidgetConfigError`); events reach `on`
 * handlers as the official SDK delivers them, the widget's messages as sent (internal ones and
 * malformed ones included), plus rampkit's `WIDGET_OPEN_FAILED`.
 */
export class RampInstantSDK {
  /** The hosted widget's window, once shown. */
  widgetWindow?: Window
  /** The overlay or embedded widget's elements, once shown (kept after it closes, as officially). */
  domNodes?: RampInstantDomNodes

  readonly #widget: WidgetController
  readonly #listeners: ListenerRegistry = createListenerRegistry()
  readonly #embedded: boolean
  #visible = false
  /** The shown widget's `widgetInstanceId`, as the widget URL carries it. */
  #instanceId = ''
  #sendCrypto?: RampInstantSendCryptoCallback
  /** The callbacks core's controller looks up at each event and request. */
  readonly #handlers: WidgetHandlers = {
    // As the official SDK does: the widget's message as it sent it (strings stay strings, every
    // field kept), typed as the official SDK types it; what the launcher reports itself gets the
    // instance id the official events carry.
    onEvent: (event, message) =>
      this.#listeners.dispatch(
        (message as RampInstantAllEvents | undefined) ?? {
          ...(event as RampInstantAllEvents),
          widgetInstanceId: this.#instanceId,
        },
      ),
    onSendCrypto: async ({ assetInfo, amount, address }) => {
      const result = await this.#sendCrypto?.(assetInfo, amount, address)
      if (!result?.txHash) throw new Error('Missing txHash in the callback result')
      return result
    },
  }

  constructor(config: RampInstantConfig) {
    // The official default variant is 'desktop' (createWidget's is 'auto'), and it shows any
    // value outside its own list as the desktop overlay, with a logged warning, not an error:
    // the webview variants it types, and `hosted`, which rampkit's createWidget opens in a window.
    const given: unknown = config?.variant ?? 'desktop'
    const known = (OFFICIAL_VARIANTS as readonly unknown[]).includes(given)
    const full = { ...config, variant: known ? (given as string) : 'desktop' }
    // Warnings are for development, as React's and Vue's are: production builds carry none.
    if (__DEV__) {
      // The value is not repeated unless it is a known one: it is the host's and could be anything.
      if (given === 'webview-desktop' || given === 'webview-mobile') {
        console.warn(
          `[rampkit] variant '${given}' is shown as 'desktop', as the official SDK does: a webview host loads buildWidgetUrl(config) as its page instead.`,
        )
      } else if (given === 'hosted') {
        console.warn(
          "[rampkit] variant 'hosted' is shown as 'desktop', as the official SDK does: for a new window use 'hosted-desktop', 'hosted-mobile' or 'hosted-auto'.",
        )
      } else if (!known) {
        console.warn(
          `[rampkit] variant is not one of ${OFFICIAL_VARIANTS.join(', ')}: shown as 'desktop', as the official SDK does.`,
        )
      }
      warnAboutConfig(full)
    }
    this.#widget = createWidgetController(full as unknown as WidgetConfig)
    this.#widget.setHandlers(this.#handlers)
    // The official SDK refuses a bad configuration at construction: validated now.
    this.#widget.prepare()
    this.#embedded = full.variant.startsWith('embedded-')
    // Bound, as the official SDK's are, so `const { show } = sdk` works.
    this.show = this.show.bind(this)
    this.on = this.on.bind(this)
    this.unsubscribe = this.unsubscribe.bind(this)
    this.close = this.close.bind(this)
  }

  /**
   * Shows the widget; a second call throws, as in the official SDK. After a blocked hosted
   * popup (`WIDGET_OPEN_FAILED`) nothing was shown, so `show()` may be called again.
   */
  show(): this {
    if (this.#visible) throw new Error(ALREADY_VISIBLE)
    const instanceId = this.#widget.instanceId()
    // Nothing shown yet: a blocked popup's event carries no id (the widget never ran).
    this.#instanceId = ''
    this.#widget.show()
    const elements = this.#widget.elements()
    if (!elements) return this
    this.#instanceId = instanceId
    this.#visible = true
    if ('window' in elements) {
      this.widgetWindow = elements.window
      return this
    }
    const shadowHost = elements.host as HTMLDivElement
    this.domNodes = {
      body: shadowHost.ownerDocument.querySelector('body'),
      iframe: elements.iframe,
      overlay: this.#embedded ? null : shadowHost,
      shadowHost,
      shadow: shadowHost.shadowRoot!,
    }
    return this
  }

  /** Subscribes to one event name or `'*'`; an unknown name only warns. */
  on<T extends RampInstantAllEventTypes | '*'>(
    type: T,
    callback: (event: RampInstantEventOf<T>) => unknown,
  ): this {
    this.#listeners.on(type, callback as Listener)
    return this
  }

  /** Removes `callback` from one event name, or from every name with `'*'`. */
  unsubscribe(type: RampInstantAllEventTypes | '*', callback: (event: never) => unknown): this {
    this.#listeners.unsubscribe(type, callback)
    return this
  }

  /**
   * Closes the widget at once; handlers get `WIDGET_CLOSE`. As in the official SDK, they get it
   * also when nothing is open.
   */
  close(): this {
    if (this.#widget.elements()) this.#widget.close()
    else {
      // Before any show() too, with the id the widget would have had, as the official SDK does.
      this.#listeners.dispatch({
        type: 'WIDGET_CLOSE',
        payload: null,
        widgetInstanceId: this.#instanceId || this.#widget.instanceId(),
      })
    }
    return this
  }

  /**
   * Answers the widget's `SEND_CRYPTO` (off-ramp with `useSendCryptoCallback`) with the
   * callback's `{ txHash }`, or with `{ error }` when it rejects or gives no `txHash`.
   */
  onSendCrypto(callback: RampInstantSendCryptoCallback): this {
    this.#sendCrypto = callback
    return this
  }

  /**
   * Answers the widget's `REQUEST_CRYPTO_ACCOUNT` with the callback's
   * `{ address, type, name, assetSymbol }`, or with `{ error }` when it rejects or gives no
   * `address`. A later call replaces the callback.
   */
  onRequestCryptoAccount(callback: RampInstantRequestCryptoAccountCallback): this {
    this.#handlers.onRequestCryptoAccount = async ({ type, assetSymbol }) => {
      const result = await callback(type, assetSymbol)
      if (!result?.address) throw new Error('Missing address in the callback result')
      return result
    }
    return this
  }
}
