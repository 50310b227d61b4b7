import type { WidgetConfig } from '../types.js'
import { validateWidgetConfigOrThrow } from '../validateWidgetConfig.js'
import { isEmbeddedVariant, isHostedVariant } from '../variants.js'
import { WidgetConfigError } from '../WidgetConfigError.js'
import { writeWidgetUrl } from '../writeWidgetUrl.js'
import { mountEmbedded } from './embedded.js'
import { browserWindow, createInstanceId } from './environment.js'
import {
  createEmitter,
  type SendCryptoPayload,
  type WidgetEvent,
  type WidgetEventHandler,
  type WidgetEventType,
} from './events.js'
import { openPopup, watchPopup } from './hosted.js'
import { listenToWidget, postToWidget } from './messaging.js'
import { mountOverlay, resolveOverlayVariant } from './overlay.js'
import { readWidgetEvent, type WidgetMessage } from './readWidgetEvent.js'
import { SDK_VERSION } from './sdkVersion.js'

/** The answer to `SEND_CRYPTO` when the host set no `onSendCrypto` handler. */
export const NO_SEND_CRYPTO_HANDLER = 'The host has no onSendCrypto handler.'

/** What an `onSendCrypto` handler resolves to: the hash of the transaction it sent. */
export interface SendCryptoResult {
  txHash: string
}

/** Sends the crypto the widget asks for (off-ramp with `useSendCryptoCallback`). */
export type SendCryptoHandler = (
  request: SendCryptoPayload,
) => Promise<SendCryptoResult> | SendCryptoResult

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
}

interface Session {
  /** The widget's window (iframe content window or popup), `null` until it exists. */
  target(): Window | null
  origin: string
  /** Undoes everything `show()` did, in reverse. */
  cleanups: (() => void)[]
  /** The widget said WIDGET_CONFIG_DONE: it can answer a close request. */
  ready?: boolean
  /** A WIDGET_CLOSE_REQUEST is waiting for its answer. */
  asking?: boolean
  popup?: Window
}

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
 * answers `_CONFIRMED` (the widget closes) or `_CANCELLED`. There is no timer, so a user still
 * deciding is never cut off; instead a widget that cannot answer never traps the user: before
 * `WIDGET_CONFIG_DONE`, or at a second Escape while a request is unanswered, it closes at once.
 */
export function createWidget(config: WidgetConfig): WidgetInstance {
  const valid = validateWidgetConfigOrThrow(config)
  const variant = valid.variant
  if (variant === 'webview-desktop' || variant === 'webview-mobile') {
    throw new WidgetConfigError([
      {
        path: 'variant',
        message: `variant '${variant}' is for webviews, which load buildWidgetUrl(config) as their page; createWidget mounts the other variants.`,
      },
    ])
  }
  const mode = variant // narrowed: no webview past this point (closures would lose it)
  const win = browserWindow()
  const { on, emit } = createEmitter()
  let session: Session | undefined
  let sendCrypto: SendCryptoHandler | undefined

  function finish(s: Session): void {
    if (session !== s) return
    session = undefined
    for (const cleanup of s.cleanups.reverse()) cleanup()
    emit({ type: 'WIDGET_CLOSE', payload: null })
  }

  function post(s: Session, type: string, payload: unknown, eventVersion?: number): void {
    if (session === s) postToWidget(s.target(), s.origin, type, payload, eventVersion)
  }

  async function answerSendCrypto(s: Session, request: SendCryptoPayload): Promise<void> {
    let reply: { txHash: string } | { error: string }
    try {
      if (!sendCrypto) throw new Error(NO_SEND_CRYPTO_HANDLER)
      const { txHash } = (await sendCrypto(request)) ?? {}
      if (typeof txHash !== 'string' || !txHash) {
        throw new Error('onSendCrypto must resolve to { txHash: string }.')
      }
      reply = { txHash }
    } catch (error) {
      reply = {
        error:
          error instanceof Error ? error.message : typeof error === 'string' ? error : 'Failed.',
      }
    }
    post(s, 'SEND_CRYPTO_RESULT', reply, 1)
  }

  function receive(s: Session, message: WidgetMessage): void {
    const event = readWidgetEvent(message)
    if (typeof event === 'string') {
      emit({ type: 'WIDGET_EVENT_INVALID', payload: { type: message.type, field: event } })
    } else if (event?.type === 'WIDGET_CLOSE') {
      finish(s)
    } else if (event) {
      if (event.type === 'WIDGET_CONFIG_DONE') s.ready = true
      if (event.type === 'WIDGET_CONFIG_FAILED') s.ready = false
      if (event.type === 'WIDGET_CLOSE_REQUEST_CANCELLED') s.asking = false
      emit(event)
      if (event.type === 'WIDGET_CLOSE_REQUEST_CONFIRMED') finish(s)
      if (event.type === 'SEND_CRYPTO') void answerSendCrypto(s, event.payload)
    }
  }

  function show(): void {
    if (session) {
      session.popup?.focus()
      return
    }
    const instanceId = createInstanceId(win)
    const shown = mode === 'auto' ? resolveOverlayVariant(win) : mode
    const url = writeWidgetUrl(
      { ...valid, variant: shown },
      {
        sdkType: 'WEB',
        sdkVersion: SDK_VERSION,
        widgetInstanceId: instanceId,
        hostUrl: win.location.origin,
        useSendCryptoCallbackVersion: valid.useSendCryptoCallback ? 1 : undefined,
      },
    )
    const s: Session = { origin: new URL(url).origin, cleanups: [], target: () => null }

    if (isHostedVariant(shown)) {
      const popup = openPopup(win, url)
      if (!popup) {
        emit({ type: 'WIDGET_OPEN_FAILED', payload: { reason: 'POPUP_BLOCKED' } })
        return
      }
      s.popup = popup
      s.target = () => popup
      s.cleanups.push(
        () => {
          try {
            popup.close()
          } catch {}
        },
        watchPopup(win, popup, () => finish(s)),
      )
    } else {
      const label = `${valid.hostAppName}: buy or sell crypto`
      const embedded = isEmbeddedVariant(shown)
      const { iframe, remove } = embedded
        ? mountEmbedded(valid.containerNode!, url, shown, label)
        : mountOverlay(win.document, url, shown, label)
      s.target = () => iframe.contentWindow
      s.cleanups.push(remove)
      if (!embedded) {
        const onKey = ({ key }: KeyboardEvent) => {
          if (key !== 'Escape' && key !== 'Esc') return
          if (!s.ready || s.asking) return finish(s)
          s.asking = true
          post(s, 'WIDGET_CLOSE_REQUEST', null)
          emit({ type: 'WIDGET_CLOSE_REQUEST', payload: null })
        }
        win.addEventListener('keydown', onKey, true)
        s.cleanups.push(() => win.removeEventListener('keydown', onKey, true))
      }
    }
    s.cleanups.push(
      listenToWidget(win, { origin: s.origin, instanceId, source: s.target }, (message) =>
        receive(s, message),
      ),
    )
    session = s
  }

  return {
    show,
    close: () => session && finish(session),
    on: (type, handler) => on(type, handler as (event: WidgetEvent) => void),
    onSendCrypto(handler) {
      if (typeof handler !== 'function') throw new TypeError('onSendCrypto needs a function.')
      sendCrypto = handler
      return () => {
        if (sendCrypto === handler) sendCrypto = undefined
      }
    },
  }
}
