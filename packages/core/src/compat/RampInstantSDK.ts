import { checkCompatConfig } from '../widget/config/checkCompatConfig.js'
import type { WidgetConfig } from '../widget/config/types.js'
import type { CheckedWidgetConfig } from '../widget/config/validateWidgetConfig.js'
import {
  createWidgetController,
  type WidgetController,
} from '../widget/controller/createWidgetController.js'
import type { WidgetHandlers } from '../widget/controller/widgetHandlers.js'
import { type WidgetEvent, type WidgetMessage, widgetGone } from '../widget/mount/events.js'
import { widgetReady } from '../widget/mount/widgetReady.js'
import type { RampInstantConfig } from './config.js'
import {
  createListenerRegistry,
  type Listener,
  type ListenerRegistry,
} from './createListenerRegistry.js'
import type { RampInstantAllEvents, RampInstantAssetInfo, RampInstantEventOf } from './events.js'
import type { RampInstantAllEventTypes } from './eventTypes.js'
import { type OfficialClosing, officialClosing } from './officialClosing.js'
import { officialFrameSize } from './officialFrameSize.js'
import { readCompatConfig } from './readCompatConfig.js'

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
 * `shadowHost` is the element rampkit adds to the page (for an overlay also the backdrop),
 * `shadow` its open shadow root, `iframe` the widget, and the element around the iframe inside
 * the shadow root is `overlay` (an overlay) or `container` (an embedded widget).
 */
export interface RampInstantDomNodes {
  body: HTMLBodyElement | null
  iframe: HTMLIFrameElement
  overlay: HTMLDivElement | null
  shadowHost: HTMLDivElement
  shadow: ShadowRoot
  container?: HTMLDivElement
}

/** One widget shown (or to be shown) by `show()`, with the official behaviour around it. */
interface Launch {
  readonly controller: WidgetController
  /** Its `widgetInstanceId` once shown (as the widget URL carries it); '' before. */
  instanceId: string
  closing?: OfficialClosing
  /** Sizes the frame for a widget of version 2 or later (see officialFrameSize). */
  frameForVersion2?: () => void
}

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
  /** The hosted widget's window, once shown (the latest one: a hosted widget may be shown again). */
  widgetWindow?: Window
  /** The overlay or embedded widget's elements, once shown (kept after it closes, as officially). */
  domNodes?: RampInstantDomNodes

  /** The configuration the controllers are made with (the variant already made official). */
  readonly #config: WidgetConfig
  /** The configuration as compat's lenient check read it (createWidget's strict one is skipped). */
  readonly #checked: CheckedWidgetConfig
  /** What `show()` throws, where the official SDK's does. */
  readonly #showError?: Error
  /** The widget `show()` shows; a hosted widget shown again gets a new one (another window). */
  #current: Launch
  readonly #listeners: ListenerRegistry = createListenerRegistry()
  readonly #embedded: boolean
  #visible = false
  #sendCrypto?: RampInstantSendCryptoCallback
  #requestCryptoAccount?: WidgetHandlers['onRequestCryptoAccount']

  constructor(config: RampInstantConfig) {
    // As lenient as the official SDK: throws only where its constructor throws; development
    // builds warn about what breaks a rule of spec 2.11 (readCompatConfig.ts).
    const { config: full, checked, showError, embedded } = readCompatConfig(config)
    this.#config = full
    this.#checked = checked
    this.#showError = showError
    this.#current = this.#launch()
    // Made now, as the official SDK's constructor makes its instance id (and needs a browser).
    this.#current.controller.prepare()
    this.#embedded = embedded
    // Bound, as the official SDK's are, so `const { show } = sdk` works.
    this.show = this.show.bind(this)
    this.on = this.on.bind(this)
    this.unsubscribe = this.unsubscribe.bind(this)
    this.close = this.close.bind(this)
  }

  /**
   * Shows the widget. A second call throws for an overlay or embedded widget, as in the official
   * SDK; a hosted widget opens another window each time, as there. After a blocked hosted popup
   * (`WIDGET_OPEN_FAILED`) nothing was shown, so `show()` may be called again.
   */
  show(): this {
    if (this.#visible) throw new Error(ALREADY_VISIBLE)
    // Where the official SDK's show() throws: an address it cannot build (see checkCompatConfig).
    if (this.#showError) throw this.#showError
    // Only a hosted widget is shown and not visible: the official SDK opens another window.
    if (this.#current.controller.elements()) this.#current = this.#launch()
    const launch = this.#current
    const instanceId = launch.controller.instanceId()
    launch.controller.show()
    const elements = launch.controller.elements()
    if (!elements) return this
    launch.instanceId = instanceId
    const closing = (variant: string, frame?: { host: HTMLElement; iframe: HTMLIFrameElement }) =>
      officialClosing({
        win: window,
        variant,
        frame,
        dispatch: (event) => this.#listeners.dispatch(event as RampInstantAllEvents),
        close: () => launch.controller.close(),
      })
    if ('window' in elements) {
      this.widgetWindow = elements.window
      launch.closing = closing('hosted')
      return this
    }
    this.#visible = true
    const { iframe } = elements
    const shadowHost = elements.host as HTMLDivElement
    // The element around the iframe inside the shadow root: the official overlay or container.
    const inner = iframe.parentElement as HTMLDivElement
    this.domNodes = {
      body: shadowHost.ownerDocument.querySelector('body'),
      iframe,
      overlay: this.#embedded ? null : inner,
      shadowHost,
      shadow: shadowHost.shadowRoot!,
      ...(this.#embedded ? { container: inner } : {}),
    }
    // The variant shown, `auto` resolved, as the widget URL says it.
    const variant = new URL(iframe.src).searchParams.get('variant') ?? ''
    launch.closing = closing(variant, { host: shadowHost, iframe })
    launch.frameForVersion2 = officialFrameSize(
      iframe,
      variant,
      shadowHost.parentElement ?? shadowHost,
    )
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
    const { controller } = this.#current
    if (controller.elements()) controller.close()
    else {
      // Before any show() too, with the id the widget would have had, as the official SDK does.
      this.#listeners.dispatch({
        type: 'WIDGET_CLOSE',
        payload: null,
        widgetInstanceId: this.#current.instanceId || controller.instanceId(),
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
    this.#requestCryptoAccount = async ({ type, assetSymbol }) => {
      const result = await callback(type, assetSymbol)
      if (!result?.address) throw new Error('Missing address in the callback result')
      return result
    }
    return this
  }

  /** A widget of the configuration, whose events and requests reach this SDK's handlers. */
  #launch(): Launch {
    const controller = createWidgetController(this.#config, {
      closeRequests: 'host',
      // The constructor's configuration was checked already; any other is checked now.
      check: (config) =>
        config === this.#config ? this.#checked : checkCompatConfig(config).checked,
    })
    const launch: Launch = { controller, instanceId: '' }
    const sdk = this
    controller.setHandlers({
      onEvent: (event, message) => this.#onEvent(launch, event, message),
      onSendCrypto: async ({ assetInfo, amount, address }) => {
        const result = await this.#sendCrypto?.(assetInfo, amount, address)
        if (!result?.txHash) throw new Error('Missing txHash in the callback result')
        return result
      },
      // Looked up at each request: a later onRequestCryptoAccount() is used from then on.
      get onRequestCryptoAccount() {
        return sdk.#requestCryptoAccount
      },
    })
    return launch
  }

  /**
   * As the official SDK does: the widget's message as it sent it (strings stay strings, every
   * field kept), typed as the official SDK types it; what the launcher reports itself gets the
   * instance id the official events carry. Then the SDK's own handling, as the official SDK's
   * handlers come after those the host added before `show()`.
   */
  #onEvent(launch: Launch, event: WidgetEvent, message: WidgetMessage | undefined): void {
    this.#listeners.dispatch(
      (message as RampInstantAllEvents | undefined) ?? {
        ...(event as RampInstantAllEvents),
        widgetInstanceId: launch.instanceId,
      },
    )
    launch.closing?.onWidgetEvent(event)
    // From version 2 the widget draws its own frame, as the official SDK lets it.
    if (event.type === 'APP_VERSION' && widgetReady(event)) launch.frameForVersion2?.()
    if (widgetGone(event)) launch.closing?.stop()
  }
}
