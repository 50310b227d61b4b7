import { checkLauncherConfig } from '../config/checkLauncherConfig.js'
import type { WidgetConfig, WidgetVariant } from '../config/types.js'
import { checkWidgetConfig } from '../config/validateWidgetConfig.js'
import { widgetQueryEntries } from '../url/widgetUrlParams.js'
import { widgetBaseUrl, writeWidgetUrl } from '../url/writeWidgetUrl.js'
import { browserWindow, createInstanceId } from './environment.js'
import {
  createEmitter,
  type RequestCryptoAccountPayload,
  type SendCryptoPayload,
  type WidgetEventHandler,
  type WidgetEventType,
} from './events.js'
import { trapFocus } from './focusTrap.js'
import { type FrameVariant, mountFrame } from './frame.js'
import { openPopup, watchPopup } from './hosted.js'
import { listen } from './listen.js'
import { listenToWidget, postToWidget } from './messaging.js'
import { resolveVariant } from './overlay.js'
import { readWidgetEvent } from './readWidgetEvent.js'
import { lockScroll } from './scrollLock.js'
import { SDK_VERSION } from './sdkVersion.js'

/** The answer to `SEND_CRYPTO` when the host set no `onSendCrypto` handler. */
export const NO_SEND_CRYPTO_HANDLER = 'The host has no onSendCrypto handler.'

/** The answer to `REQUEST_CRYPTO_ACCOUNT` when the host set no `onRequestCryptoAccount` handler. */
export const NO_CRYPTO_ACCOUNT_HANDLER = 'The host has no onRequestCryptoAccount handler.'

/** What an `onSendCrypto` handler resolves to: the hash of the transaction it sent. */
export interface SendCryptoResult {
  txHash: string
}

/** Sends the crypto the widget asks for (off-ramp with `useSendCryptoCallback`). */
export type SendCryptoHandler = (
  request: SendCryptoPayload,
) => Promise<SendCryptoResult> | SendCryptoResult

/** What an `onRequestCryptoAccount` handler resolves to: the user's account for the asset. */
export interface CryptoAccount {
  address: string
  type?: string
  /** A name for the account the widget may show (e.g. the wallet's account label). */
  name?: string
  assetSymbol?: string
}

/** Gives the widget the user's account when it asks (`REQUEST_CRYPTO_ACCOUNT`). */
export type RequestCryptoAccountHandler = (
  request: RequestCryptoAccountPayload,
) => Promise<CryptoAccount> | CryptoAccount

/** What `createWidget` returns. */
export interface WidgetInstance {
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
  elements(): WidgetElements | undefined
}

/**
 * The widget's requests that the host answers: the method that installs the host's handler,
 * then the fields of the reply (the first one required, a non-empty string), as the official
 * SDK answers them.
 */
const REPLIES = {
  SEND_CRYPTO: ['onSendCrypto', 'txHash'],
  REQUEST_CRYPTO_ACCOUNT: ['onRequestCryptoAccount', 'address', 'type', 'name', 'assetSymbol'],
} as const

type WidgetRequestType = keyof typeof REPLIES

/** The shown widget: how to take it down, and what it is made of. */
interface Shown {
  finish(): void
  elements?: WidgetElements
}

/** The page elements of a shown overlay or embedded widget, or the window of a hosted one. */
export type WidgetElements = { host: HTMLElement; iframe: HTMLIFrameElement } | { window: Window }

/**
 * Validates `config` (throws `WidgetConfigError` listing every issue) and returns a widget that
 * mounts on `show()`. Needs a browser: elsewhere it throws `WidgetEnvironmentError`.
 *
 * Variants: `desktop` / `mobile` overlays (`auto` picks one by viewport at `show()`),
 * `embedded-*` inside `containerNode`, `hosted` / `hosted-mobile` in a new window (a blocked
 * popup emits `WIDGET_OPEN_FAILED`). `webview-*` are rejected: a webview host loads
 * `buildWidgetUrl(config)` as its page, there is no page around the widget to mount into.
 *
 * Escape on an overlay posts `WIDGET_CLOSE_REQUEST` to the widget, which asks its user and
 * answers `_CONFIRMED` (the widget closes) or `_CANCELLED`; a `WIDGET_CLOSE_REQUEST` the widget
 * sends itself (the user pressed its exit button or Escape inside it) is asked back the same
 * way, so handlers see the official sequence either way. There is no timer, so a user still
 * deciding is never cut off; instead a widget that cannot answer never traps the user: before
 * `WIDGET_CONFIG_DONE`, or at a second Escape while a request is unanswered, it closes at once.
 */
export function createWidget(config: WidgetConfig): WidgetInstance {
  // Production builds check only what would break the widget, with short coded messages;
  // development keeps every rule and message (`__DEV__`: src/shared/devFlag.d.ts).
  // The mode test stays inline: bundlers fold it only where it is written.
  const { config: valid, given } = __DEV__
    ? checkWidgetConfig(config, 'launcher')
    : checkLauncherConfig(config)
  // Both checks refuse the webview variants: there is no page around the widget to mount into.
  const mode = valid.variant as Exclude<WidgetVariant, `webview-${string}`>
  const win = browserWindow()
  const { on, emit } = createEmitter()
  let shown: Shown | undefined
  /** The host's answerer of each widget request, by the request's event type. */
  const answerers: { [T in WidgetRequestType]?: (request: unknown) => unknown } = {}

  function show() {
    // Shown already: a hosted window is brought to the front.
    if (shown) return (shown.elements as { window?: Window } | undefined)?.window?.focus()
    const instanceId = createInstanceId(win)
    const variant = resolveVariant(win, mode)
    // The query the official SDK 6.2 writes: the host's values as given, then its own fields
    // (each replacing a host value of the same name in place, as its object spread does).
    const address = widgetBaseUrl(valid.url, valid.pathname)
    const url = writeWidgetUrl(address, [
      ...widgetQueryEntries(given),
      ['credentialless', String(valid.credentialless ?? false)],
      ['sdkType', 'WEB'],
      ['sdkVersion', SDK_VERSION],
      ['variant', variant],
      ['widgetInstanceId', instanceId],
      ['closeable', String(valid.closeable ?? (variant === 'desktop' || variant === 'mobile'))],
      ...(valid.useSendCryptoCallback ? [['useSendCryptoCallbackVersion', '1'] as const] : []),
      ['hostUrl', win.location.origin],
    ])
    const { origin } = address
    /** Undoes everything this show() did, in reverse. */
    const cleanups: (() => void)[] = []
    /** The widget's window (iframe content window or popup), read when needed. */
    let target: () => Window | null
    /** The widget said WIDGET_CONFIG_DONE: it can answer a close request. */
    let ready = false
    /** A WIDGET_CLOSE_REQUEST is waiting for its answer. */
    let asking = false
    const me: Shown = {
      finish() {
        if (shown !== me) return
        shown = undefined
        for (const cleanup of cleanups.reverse()) cleanup()
        emit({ type: 'WIDGET_CLOSE', payload: null })
      },
    }
    const { finish } = me
    const post = (type: string, payload: unknown, eventVersion?: number) =>
      shown === me && postToWidget(target(), origin, type, payload, eventVersion)
    /** Asks the widget to confirm closing with its user (once until it answers). */
    const askWidget = () => {
      if (asking) return
      asking = true
      post('WIDGET_CLOSE_REQUEST', null)
    }

    /**
     * Answers a widget request with the host's handler: `{ txHash }` for SEND_CRYPTO (event
     * version 1), the official four account fields for REQUEST_CRYPTO_ACCOUNT; a missing
     * handler, a throw, a rejection or a result without its field is answered `{ error }`.
     */
    async function answer(type: WidgetRequestType, request: unknown): Promise<void> {
      const [method, field, ...more] = REPLIES[type]
      let reply: Record<string, unknown>
      try {
        const handler = answerers[type]
        if (!handler) throw Error(`The host has no ${method} handler.`)
        const result = ((await handler(request)) ?? {}) as Record<string, unknown>
        if (typeof result[field] !== 'string' || !result[field]) {
          throw Error(`${method} must resolve to { ${field}: string }.`)
        }
        // Only these fields, whatever else the handler returned.
        reply = Object.fromEntries([field, ...more].map((key) => [key, result[key]]))
      } catch (error) {
        reply = {
          error:
            error instanceof Error ? error.message : typeof error === 'string' ? error : 'Failed.',
        }
      }
      post(`${type}_RESULT`, reply, type === 'SEND_CRYPTO' ? 1 : undefined)
    }

    // A checked variant: its prefix says where it goes (no list of them needed here).
    if (variant.startsWith('hosted')) {
      const popup = openPopup(win, url)
      if (!popup) {
        return emit({ type: 'WIDGET_OPEN_FAILED', payload: { reason: 'POPUP_BLOCKED' } })
      }
      me.elements = { window: popup }
      target = () => popup
      cleanups.push(
        () => {
          try {
            popup.close()
          } catch {}
        },
        watchPopup(win, popup, finish),
      )
    } else {
      const label = `${valid.hostAppName}: buy or sell crypto`
      // Not hosted, so an overlay (`desktop`, `mobile`) or embedded.
      const shownIn = variant as FrameVariant
      const embedded = shownIn.startsWith('embedded')
      const doc = win.document
      const { host, iframe, remove } = mountFrame(
        embedded ? valid.containerNode! : doc.body,
        url,
        shownIn,
        label,
        valid.credentialless,
      )
      target = () => iframe.contentWindow
      me.elements = { host, iframe }
      cleanups.push(remove)
      // The overlay is a modal dialog: page scroll locked, focus kept inside until it closes.
      if (!embedded) cleanups.push(lockScroll(doc), trapFocus(doc, host, iframe))
      // `closeable: false`: the host does not let the user close the widget, Escape included.
      if (!embedded && valid.closeable !== false) {
        cleanups.push(
          listen(
            win,
            'keydown',
            ({ key }: KeyboardEvent) => {
              if (key !== 'Escape') return
              if (!ready || asking) return finish()
              emit({ type: 'WIDGET_CLOSE_REQUEST', payload: null })
              askWidget()
            },
            true,
          ),
        )
      }
    }
    cleanups.push(
      listenToWidget(win, { origin, instanceId, source: target }, (message) => {
        const event = readWidgetEvent(message)
        if (typeof event === 'string') {
          return emit({
            type: 'WIDGET_EVENT_INVALID',
            payload: { type: message.type, field: event },
          })
        }
        const type = event?.type
        if (!type) return
        if (type === 'WIDGET_CLOSE') return finish()
        if (type === 'WIDGET_CLOSE_REQUEST') {
          // The user asked inside the widget (its exit button, Escape with focus in it): where
          // the official SDK draws its own modal, rampkit asks the widget to ask its user.
          emit(event)
          return ready ? askWidget() : finish()
        }
        if (type === 'WIDGET_CONFIG_DONE') ready = true
        if (type === 'WIDGET_CONFIG_FAILED') ready = false
        if (type === 'WIDGET_CLOSE_REQUEST_CANCELLED') asking = false
        emit(event)
        if (type === 'WIDGET_CLOSE_REQUEST_CONFIRMED') finish()
        if (type === 'SEND_CRYPTO' || type === 'REQUEST_CRYPTO_ACCOUNT')
          void answer(type, event.payload)
      }),
    )
    shown = me
  }

  /** Installs the one handler of a request type; returns its remover. */
  const answerWith =
    (type: WidgetRequestType) =>
    (handler: (request: never) => unknown): (() => void) => {
      // A developer's mistake: checked in development only.
      if (__DEV__ && typeof handler !== 'function')
        throw new TypeError(`${REPLIES[type][0]} needs a function.`)
      answerers[type] = handler as (request: unknown) => unknown
      return () => {
        if (answerers[type] === handler) delete answerers[type]
      }
    }

  return {
    show,
    close: () => shown?.finish(),
    elements: () => shown?.elements,
    on: on as WidgetInstance['on'],
    onSendCrypto: answerWith('SEND_CRYPTO'),
    onRequestCryptoAccount: answerWith('REQUEST_CRYPTO_ACCOUNT'),
  }
}
