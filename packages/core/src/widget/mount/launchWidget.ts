import type { WidgetConfig } from '../config/types.js'
import type { CheckedWidgetConfig } from '../config/validateWidgetConfig.js'
import { writeLauncherUrl } from '../url/launcherUrl.js'
import {
  type CloseHandshakeInput,
  INITIAL_CLOSE_HANDSHAKE,
  stepCloseHandshake,
} from './closeHandshake.js'
import { browserWindow, createInstanceId } from './environment.js'
import {
  createEmitter,
  type WidgetEvent,
  type WidgetEventHandler,
  type WidgetEventType,
  type WidgetMessage,
} from './events.js'
import type { HoldHidden } from './frame.js'
import { listenToWidget, postToWidget } from './messaging.js'
import { readWidgetEvent } from './readWidgetEvent.js'
import type { MountedWidget, VariantMount, WidgetElements } from './shownWidget.js'
import { DEFAULT_LOAD_TIMEOUT_MS, watchLoad } from './watchLoad.js'
import {
  type RequestAnswerer,
  type RequestCryptoAccountHandler,
  replyToWidgetRequest,
  type SendCryptoHandler,
  WIDGET_REQUESTS,
  type WidgetRequestType,
} from './widgetRequests.js'

/** How the launcher shows the widget: options that never reach the widget URL. */
export interface LauncherOptions {
  /**
   * How long the shown widget may say nothing at all before `WIDGET_OPEN_FAILED` with
   * `{ reason: 'LOAD_TIMEOUT' }` is emitted (the widget stays shown; the host decides). Default
   * 15,000 ms; `Infinity` never reports.
   */
  loadTimeoutMs?: number
  /** The overlay's stacking order (CSS `z-index`, an integer). Default 1000, as the official SDK's. */
  zIndex?: number
  /**
   * Who answers a request to close the widget. `'widget'` (the default): the launcher catches
   * Escape on the host page over an overlay and asks the widget (the close handshake,
   * closeHandshake.ts). `'host'`: the launcher catches nothing and only reports the widget's
   * `WIDGET_CLOSE_REQUEST` and its answers; the host asks its user and calls `close()` (compat
   * draws the official SDK's confirm dialog this way).
   */
  closeRequests?: 'widget' | 'host'
  /**
   * @internal How the configuration is checked instead of createWidget's own check: compat's
   * lenient one (`checkCompatConfig`), kept out of createWidget's bundle. Called with each
   * configuration a widget is made of; throws `WidgetConfigError` for one it refuses.
   */
  check?: (config: WidgetConfig) => CheckedWidgetConfig
}

/**
 * What `createWidget` returns; `Shown` narrows `elements()` for the one-variant launchers
 * (`'frame'` for an overlay or an embedded widget, `'window'` for a hosted one).
 */
export interface WidgetInstance<Shown extends 'frame' | 'window' = 'frame' | 'window'> {
  /** Opens the widget; does nothing while it is open (a hosted window is focused instead). */
  show(): void
  /** Removes the widget at once, with everything it added to the page; emits `WIDGET_CLOSE`. */
  close(): void
  /** Subscribes to one event type or `'*'`; returns the unsubscribe function. */
  on<T extends WidgetEventType | '*'>(type: T, handler: WidgetEventHandler<T>): () => void
  /** Answers `SEND_CRYPTO`: a rejection or throw is answered `{ error: message }`. */
  onSendCrypto(handler: SendCryptoHandler): () => void
  /**
   * Answers `REQUEST_CRYPTO_ACCOUNT` with `{ address, type, name, assetSymbol }`; a rejection,
   * a throw or a result without `address` is answered `{ error: message }`.
   */
  onRequestCryptoAccount(handler: RequestCryptoAccountHandler): () => void
  /**
   * What the shown widget is made of: the element added to the page (`host`, holding the shadow
   * root) and its `iframe`, or the hosted `window`; undefined while it is not shown.
   */
  elements(): WidgetElements<Shown> | undefined
  /** The `widgetInstanceId` of the shown widget, or of the next `show()` while none is shown. */
  instanceId(): string
  /** The version the shown widget reported (`APP_VERSION`), if it did. */
  appVersion(): string | undefined
  /**
   * @internal Preloading's one hook (hosts call `preloadWidget`, which decides when): loads the
   * widget now in a frame `hold` keeps hidden (inert, out of the Tab order and the accessibility tree)
   * that the next `show()` reveals. What the widget says meanwhile is held back and handed to
   * the handlers, in order, at that `show()`. Returns the function that drops the held frame
   * (nothing once shown), or, where nothing can load ahead (a hosted window opens only on the
   * user's click), the widget's origin, to preconnect to. Does nothing while a widget is held or
   * shown.
   */
  preload(hold: HoldHidden): (() => void) | string | undefined
}

/** One `show()`: its mounting, and how to take it down. */
interface Shown<S extends 'frame' | 'window'> {
  readonly mounted: MountedWidget<S>
  appVersion?: string
  finish(): void
  /** Set while held (preloaded): shows it. */
  open?: () => void
}

/**
 * The launcher every `create…Widget` shares: the widget's events, its requests, the close
 * handshake, the load watchdog and preloading, for a checked configuration that `mount` shows
 * (one kind of variant: overlay, embedded or hosted window). What differs by kind is in the
 * mounting, so that an app that shows one kind only ships that kind's code only. `pick` gives
 * the variant shown at each `show()` (resolveVariant: `auto` and `hosted-auto` by the viewport);
 * without it the configured one is shown, as for the embedded variants, none of which picks
 * (variants.test-d.ts).
 */
export function launchWidget<S extends 'frame' | 'window'>(
  { config: valid, given }: CheckedWidgetConfig,
  options: LauncherOptions,
  mount: VariantMount<S>,
  pick?: (win: Window, variant: string) => string,
): WidgetInstance<S> {
  const loadTimeoutMs = options.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS
  const hostAnswersClose = options.closeRequests === 'host'
  // A developer's mistake: checked in development only.
  if (__DEV__ && (typeof loadTimeoutMs !== 'number' || !(loadTimeoutMs > 0)))
    throw new TypeError('loadTimeoutMs must be a positive number.')
  const win = browserWindow()
  const { on, emit } = createEmitter()
  const answerers: { [T in WidgetRequestType]?: RequestAnswerer } = {}
  let nextInstanceId = createInstanceId(win)
  let shown: Shown<S> | undefined

  function show(hold?: HoldHidden): (() => void) | string | undefined {
    if (shown) {
      // Held: shown now. Shown already: a hosted window is brought to the front.
      if (!hold) shown.open ? shown.open() : shown.mounted.raise?.()
      return
    }
    const instanceId = nextInstanceId
    const variant = pick ? pick(win, valid.variant) : valid.variant
    const url = writeLauncherUrl(valid, given, {
      variant,
      instanceId,
      hostUrl: win.location.origin,
    })
    const { origin } = url
    /**
     * What a held widget said before `show()`: kept, not dropped, as it says `APP_VERSION` and
     * `WIDGET_CONFIG_DONE` once, at load (its reveal and the host's "ready" hang on them), and
     * kept from the handlers, whose answers (a wallet prompt) wait for the user's click.
     */
    let held: WidgetMessage[] | undefined = hold ? [] : undefined
    let heard = () => {}
    let handshake = INITIAL_CLOSE_HANDSHAKE
    /** This show(), once mounted: `shown` while it is the one on the page. */
    let thisShow: Shown<S> | undefined
    let stopListening = () => {}
    let stopWatchingLoad = () => {}

    /** Takes this show() down; `message` is the widget's own WIDGET_CLOSE, when it sent one. */
    const finish = (message?: WidgetMessage) => {
      if (!thisShow || shown !== thisShow) return
      shown = undefined
      nextInstanceId = createInstanceId(win)
      stopWatchingLoad()
      stopListening()
      thisShow.mounted.remove()
      // A held widget was never shown: dropping it closes nothing the host knows of.
      if (!held) emit({ type: 'WIDGET_CLOSE', payload: null }, message)
    }
    const post = (type: string, payload: unknown, eventVersion?: number) => {
      if (thisShow && shown === thisShow)
        postToWidget(thisShow.mounted.target(), origin, type, payload, eventVersion)
    }
    /**
     * Moves the close handshake: its state, then `event` to the handlers, then its action. The
     * user's Escape reaches handlers only as the request it makes; the widget's messages always.
     */
    const stepHandshake = (
      input: CloseHandshakeInput,
      event: WidgetEvent,
      message?: WidgetMessage,
    ) => {
      const { state, action } = stepCloseHandshake(handshake, input)
      handshake = state
      if (input !== 'ESCAPE' || action === 'ask') emit(event, message)
      if (action === 'close') finish()
      if (action === 'ask') post('WIDGET_CLOSE_REQUEST', null)
    }
    const mounted = mount(win, {
      url: url.href,
      variant,
      config: valid,
      onClosed: () => finish(),
      // `closeable: false`: the host does not let the user close the widget, Escape included.
      onEscape:
        valid.closeable === false || hostAnswersClose
          ? undefined
          : () => stepHandshake('ESCAPE', { type: 'WIDGET_CLOSE_REQUEST', payload: null }),
      hold,
    })
    if (!mounted) {
      // Nothing held: the page can still preconnect to the widget's origin.
      if (hold) return origin
      emit({ type: 'WIDGET_OPEN_FAILED', payload: { reason: 'POPUP_BLOCKED' } })
      return
    }
    const shownNow: Shown<S> = { mounted, finish }
    thisShow = shownNow
    const answer = async (type: WidgetRequestType, request: unknown) => {
      const rule = WIDGET_REQUESTS[type]
      // The widget waits on the host, whose own wallet modal may need the user's keys and clicks.
      const keepFocus = mounted.letFocusGo?.()
      const reply = await replyToWidgetRequest(rule, answerers[type], request)
      keepFocus?.()
      post(`${type}_RESULT`, reply, 'eventVersion' in rule ? rule.eventVersion : undefined)
    }
    /** From here on the host hears the widget: watched for silence, what it said handed over. */
    const open = () => {
      const said = held
      held = shownNow.open = undefined
      // A held frame is shown now (one mounted for show() was shown at once).
      if (said) mounted.open!()
      const loadWatch = watchLoad(win, loadTimeoutMs, () =>
        emit({ type: 'WIDGET_OPEN_FAILED', payload: { reason: 'LOAD_TIMEOUT' } }),
      )
      stopWatchingLoad = loadWatch.stop
      heard = loadWatch.heard
      for (const message of said ?? []) hear(message)
    }
    /** One checked message from the widget, once the host hears it. */
    const hear = (message: WidgetMessage) => {
      heard()
      const reading = readWidgetEvent(message)
      if (!reading) return
      if ('invalidField' in reading) {
        emit(
          {
            type: 'WIDGET_EVENT_INVALID',
            payload: { type: message.type, field: reading.invalidField },
          },
          message,
        )
        return
      }
      const { event } = reading
      mounted.onEvent?.(event)
      switch (event.type) {
        case 'WIDGET_CLOSE':
          return finish(message)
        case 'WIDGET_CONFIG_DONE':
        case 'WIDGET_CONFIG_FAILED':
        case 'WIDGET_CLOSE_REQUEST':
        case 'WIDGET_CLOSE_REQUEST_CONFIRMED':
        case 'WIDGET_CLOSE_REQUEST_CANCELLED':
          return hostAnswersClose ? emit(event, message) : stepHandshake(event.type, event, message)
        case 'SEND_CRYPTO':
        case 'REQUEST_CRYPTO_ACCOUNT':
          emit(event, message)
          return void answer(event.type, event.payload)
        case 'APP_VERSION':
          shownNow.appVersion = event.payload.version
          return emit(event, message)
        default:
          emit(event, message)
      }
    }
    stopListening = listenToWidget(
      win,
      { origin, instanceId, source: mounted.target },
      (message) => (held ? held.push(message) : hear(message)),
    )
    shown = shownNow
    if (held) {
      shownNow.open = open
      return () => held && finish()
    }
    open()
  }

  /** Installs the one handler of a request type; returns its remover. */
  const answerWith =
    (type: WidgetRequestType) =>
    (handler: (request: never) => unknown): (() => void) => {
      // A developer's mistake: checked in development only.
      if (__DEV__ && typeof handler !== 'function')
        throw new TypeError(`${WIDGET_REQUESTS[type].handlerName} needs a function.`)
      answerers[type] = handler as RequestAnswerer
      return () => {
        if (answerers[type] === handler) delete answerers[type]
      }
    }

  return {
    show: () => void show(),
    preload: show,
    close: () => shown?.finish(),
    elements: () => shown?.mounted.elements,
    instanceId: () => nextInstanceId,
    appVersion: () => shown?.appVersion,
    on: on as WidgetInstance['on'],
    onSendCrypto: answerWith('SEND_CRYPTO'),
    onRequestCryptoAccount: answerWith('REQUEST_CRYPTO_ACCOUNT'),
  }
}
