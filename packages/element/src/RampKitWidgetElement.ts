import {
  type EmbeddedWidgetConfig,
  isProductionBuild,
  type RequestCryptoAccountHandler,
  type SendCryptoHandler,
  type WidgetConfig,
  WidgetConfigError,
  type WidgetEvent,
} from '@rampkit/core'
import {
  createWidgetController,
  isEmbeddedVariant,
  isHostedVariant,
  isOverlay,
  type WidgetController,
  type WidgetHandlers,
  widgetConfigKey,
} from '@rampkit/core/adapter'
import {
  ATTRIBUTE_OF,
  configFromAttributes,
  ELEMENT_CONFIG_KEYS,
  type ElementConfigKey,
} from './attributes.js'
import {
  ANY_EVENT_NAME,
  type ElementErrorDetail,
  ERROR_EVENT_NAME,
  elementEventName,
  type RampKitWidgetEventMap,
} from './events.js'

/** What the element's `config` property takes and gives: every widget parameter but the container. */
export type RampKitWidgetConfig = Partial<EmbeddedWidgetConfig>

/** The widget parameters as properties of the element (camelCase, as the configuration). */
export type RampKitWidgetProperties = {
  [K in ElementConfigKey]: EmbeddedWidgetConfig[K] | undefined
}

/** A `<rampkit-widget>` element (see the package README). */
export interface RampKitWidgetElement extends HTMLElement, RampKitWidgetProperties {
  /**
   * Every parameter at once: attributes overlaid by the properties set. Setting it replaces the
   * properties set so far (attributes stay).
   */
  config: RampKitWidgetConfig
  /** Overlay and hosted variants: whether the widget is shown (the `open` attribute). */
  open: boolean
  /**
   * How long the widget may stay silent before `rampkit-widget-open-failed`
   * `{ reason: 'LOAD_TIMEOUT' }` (the `load-timeout-ms` attribute; default 15,000). Read when
   * the widget is first made; it stays shown after the event.
   */
  loadTimeoutMs: number | undefined
  /** Answers `SEND_CRYPTO` (off-ramp with `useSendCryptoCallback`); a property, never an attribute. */
  onSendCrypto: SendCryptoHandler | null
  /** Answers `REQUEST_CRYPTO_ACCOUNT`; without it the widget asks its user. */
  onRequestCryptoAccount: RequestCryptoAccountHandler | null
  /** Opens an overlay or hosted widget now (call it in a click handler for a hosted popup). */
  show(): void
  /** Closes an overlay or hosted widget (no `WIDGET_CLOSE` event: the host closed it). */
  close(): void
  /**
   * Names the control that opens an overlay or hosted widget (a Buy button): when the pointer
   * rests on it or focus reaches it, the widget of the element's configuration loads ahead,
   * hidden, inert and silent until `show()` (or `open`) reveals it; a hosted widget gets a
   * preconnect instead (core's `preloadWidget`). A configuration change drops it; nothing on
   * `saveData`. With `preload="idle"` it also loads as soon as the page is idle. Returns the stop.
   */
  preloadOn(opener: Element): () => void
  /**
   * When `preloadOn` loads the widget ahead (the `preload` attribute, read when the widget is
   * first made): `intent` (the default), on the opener only; `idle`, also once the page is idle.
   */
  preload: 'intent' | 'idle'
  addEventListener<K extends keyof RampKitWidgetEventMap>(
    type: K,
    listener: (this: RampKitWidgetElement, event: RampKitWidgetEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: RampKitWidgetElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void
}

const CALLBACKS = ['onSendCrypto', 'onRequestCryptoAccount'] as const

/**
 * The element class, made on demand: `HTMLElement` does not exist on a server, so nothing here
 * runs at import time. `defineRampKitWidget` registers it.
 */
export function createRampKitWidgetClass(): new () => RampKitWidgetElement {
  class RampKitWidget extends HTMLElement {
    static readonly observedAttributes = ['open', ...ATTRIBUTE_OF.keys()]

    #properties: Record<string, unknown> = {}
    #onSendCrypto: SendCryptoHandler | null = null
    #onRequestCryptoAccount: RequestCryptoAccountHandler | null = null
    /** The widget's lifecycle, made at the first render (it needs a browser). */
    #controller: WidgetController | undefined
    /** The configuration key of the widget on the page; '' while none is. */
    #key = ''
    #embedded = false
    #scheduled = false
    readonly #handlers = handlersOf(this as unknown as RampKitWidgetElement, (event) =>
      this.#dispatch(event),
    )

    get config(): RampKitWidgetConfig {
      return { ...configFromAttributes(this), ...this.#properties }
    }
    set config(value: RampKitWidgetConfig) {
      const next: Record<string, unknown> = {}
      if (typeof value === 'object' && value !== null) {
        for (const key of ELEMENT_CONFIG_KEYS) {
          if (value[key] !== undefined) next[key] = value[key]
        }
      }
      this.#properties = next
      this.#schedule()
    }

    get open(): boolean {
      return this.hasAttribute('open')
    }
    set open(value: boolean) {
      this.toggleAttribute('open', Boolean(value))
    }

    get loadTimeoutMs(): number | undefined {
      const value = this.getAttribute('load-timeout-ms')
      // Not a number: NaN, which core refuses (rampkit-error) instead of a timeout of 0.
      return value === null ? undefined : value.trim() === '' ? Number.NaN : Number(value)
    }
    set loadTimeoutMs(value: number | undefined) {
      if (value === undefined || value === null) this.removeAttribute('load-timeout-ms')
      else this.setAttribute('load-timeout-ms', String(value))
    }

    get preload(): 'intent' | 'idle' {
      // Any other value is the default: preloading never throws on a page.
      return this.getAttribute('preload') === 'idle' ? 'idle' : 'intent'
    }
    set preload(value: 'intent' | 'idle') {
      this.setAttribute('preload', value)
    }

    get onSendCrypto(): SendCryptoHandler | null {
      return this.#onSendCrypto
    }
    set onSendCrypto(handler: SendCryptoHandler | null) {
      this.#onSendCrypto = checkCallback('onSendCrypto', handler)
    }
    get onRequestCryptoAccount(): RequestCryptoAccountHandler | null {
      return this.#onRequestCryptoAccount
    }
    set onRequestCryptoAccount(handler: RequestCryptoAccountHandler | null) {
      this.#onRequestCryptoAccount = checkCallback('onRequestCryptoAccount', handler)
    }

    /** Sets one parameter as a property (`undefined` hands it back to its attribute). */
    setProperty(key: ElementConfigKey, value: unknown): void {
      if (value === undefined) delete this.#properties[key]
      else this.#properties[key] = value
      this.#schedule()
    }

    connectedCallback(): void {
      // Properties set before the element was defined are own fields that hide the accessors;
      // `config` first, since it replaces the parameters set one by one.
      for (const name of ['config', 'open', ...CALLBACKS, ...ELEMENT_CONFIG_KEYS] as const) {
        if (Object.hasOwn(this, name)) {
          const value = (this as Record<string, unknown>)[name]
          delete (this as Record<string, unknown>)[name]
          ;(this as Record<string, unknown>)[name] = value
        }
      }
      this.#schedule()
    }

    disconnectedCallback(): void {
      this.#teardown()
    }

    attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
      if (previous !== next) this.#schedule()
    }

    show(): void {
      const shownBefore = this.#key !== ''
      this.open = true
      this.#render()
      // Shown already with this configuration: core brings a hosted window to the front.
      if (shownBefore && this.#key !== '') this.#controller?.show()
    }

    close(): void {
      this.open = false
      this.#teardown()
    }

    preloadOn(opener: Element): () => void {
      const { full } = this.#wanted()
      // Not validated here: a configuration the launcher refuses preloads nothing (core), and
      // `show()` reports it as always.
      this.#controller ??= this.#createController(full)
      return this.#controller.preloadOn(opener)
    }

    /** The configuration the element asks for now, with its variant and container. */
    #wanted() {
      const config = this.config
      // A blank `variant=""` is the element's default too, as core treats blank values as absent.
      const variant = config.variant || 'embedded-desktop'
      const embedded = typeof variant === 'string' && isEmbeddedVariant(variant)
      const full = {
        ...config,
        variant,
        ...(embedded ? { containerNode: this } : {}),
      } as WidgetConfig
      return { variant, embedded, full }
    }

    #createController(full: WidgetConfig): WidgetController {
      const controller = createWidgetController(full, {
        configChange: 'remount',
        loadTimeoutMs: this.loadTimeoutMs,
        preload: this.preload,
      })
      controller.setHandlers(this.#handlers)
      return controller
    }

    // Attribute and property changes made together (a framework setting several) give one render.
    #schedule(): void {
      if (this.#scheduled) return
      this.#scheduled = true
      queueMicrotask(() => {
        this.#scheduled = false
        this.#render()
      })
    }

    #render(): void {
      const { variant, embedded, full } = this.#wanted()
      // An overlay or hosted window waits for `open`; another variant goes on to its error.
      const waits = (isOverlay(variant) || isHostedVariant(variant)) && !this.open
      if (!this.isConnected || waits) {
        this.#teardown()
        // What a preload loads next is this configuration (one preloaded of another is gone).
        this.#controller?.setConfig(full)
        return
      }
      const key = widgetConfigKey(full)
      if (this.#key !== '' && key === this.#key) return
      try {
        // A changed configuration replaces the shown widget, validated first: a bad change
        // keeps it as it is.
        if (this.#controller) this.#controller.setConfig(full)
        else this.#controller = this.#createController(full)
        this.#controller.prepare()
      } catch (error) {
        this.#fail(error)
        return
      }
      this.#embedded = embedded
      this.#key = key
      if (!this.#controller.getSnapshot().isOpen) this.#controller.show()
    }

    #dispatch(event: WidgetEvent): void {
      // The controller says whether anything is still shown (a widget that is slow to load is).
      const gone = !this.#controller?.getSnapshot().isOpen
      if (gone && !this.#embedded) {
        // The user closed the overlay, or the browser blocked the hosted window: nothing is
        // shown, and the element says so before its listeners hear of it (they see `open`
        // already false, and `show()` from a click opens a new window).
        this.#key = ''
        this.removeAttribute('open')
      }
      const init = { detail: event, bubbles: true, composed: true }
      this.dispatchEvent(new CustomEvent(elementEventName(event.type), init))
      this.dispatchEvent(new CustomEvent(ANY_EVENT_NAME, init))
    }

    #teardown(): void {
      this.#key = ''
      // Taking the widget away is not the user closing it: no WIDGET_CLOSE.
      this.#controller?.reset()
    }

    #fail(error: unknown): void {
      const issues = error instanceof WidgetConfigError ? error.issues : []
      const message = error instanceof Error ? error.message : 'The widget could not be created.'
      const detail: ElementErrorDetail = { issues, message }
      // Explained on the console in development only, as core decides its own mode.
      if (!isProductionBuild()) console.error(`<${this.localName}>: ${message}`)
      this.dispatchEvent(
        new CustomEvent(ERROR_EVENT_NAME, { detail, bubbles: true, composed: true }),
      )
    }
  }

  for (const key of ELEMENT_CONFIG_KEYS) {
    Object.defineProperty(RampKitWidget.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: RampKitWidget) {
        return this.config[key]
      },
      set(this: RampKitWidget, value: unknown) {
        this.setProperty(key, value)
      },
    })
  }
  return RampKitWidget as unknown as new () => RampKitWidgetElement
}

/**
 * The element's callbacks as core's controller looks them up: at each event and request, so a
 * callback set later is the one answering (without one, core answers the no-handler error).
 */
function handlersOf(
  element: RampKitWidgetElement,
  onEvent: (event: WidgetEvent) => void,
): WidgetHandlers {
  return {
    onEvent,
    get onSendCrypto() {
      return element.onSendCrypto ?? undefined
    },
    get onRequestCryptoAccount() {
      return element.onRequestCryptoAccount ?? undefined
    },
  }
}

function checkCallback<T>(name: string, handler: T | null | undefined): T | null {
  if (handler == null) return null
  if (typeof handler !== 'function') throw new TypeError(`${name} must be a function or null.`)
  return handler
}
