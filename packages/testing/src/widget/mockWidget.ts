import { createTestSandbox, type TestSandbox } from '../sandbox/createTestSandbox.js'
import { defaultPayload, type PayloadContext } from './defaultPayloads.js'
import { findGetter, framesIn, shadowRootsIn } from './domFrames.js'
import { createFakeWidgetWindow, type HostAnswer } from './fakeWidgetWindow.js'
import { MockWidgetError } from './MockWidgetError.js'
import {
  readWidgetUrl,
  type ShownWidget,
  type TrackedWidget,
  trackedWidget,
} from './shownWidget.js'
import {
  eventVersionOf,
  isWidgetSentEventType,
  WIDGET_SENT_EVENT_TYPES,
  type WidgetSentEventType,
  type WidgetSentPayload,
} from './widgetSentEvents.js'

/**
 * Options of `mockWidget`: how the mock widget loads and answers close requests, the version it
 * reports, whether hosted windows are blocked, and the sandbox and window it uses.
 */
export interface MockWidgetOptions {
  /**
   * What a shown widget says on its own: `ready` (default) posts `APP_VERSION` then
   * `WIDGET_CONFIG_DONE`, as the stand-in widget; `config-failed` posts `APP_VERSION` then
   * `WIDGET_CONFIG_FAILED`; `never` says nothing (a widget that never loads).
   */
  load?: 'ready' | 'config-failed' | 'never'
  /** The version the widget reports in `APP_VERSION`. Default `'2.0'`. */
  appVersion?: string
  /** `blocked`: the browser refuses hosted windows (`window.open` returns null). Default `open`. */
  popup?: 'open' | 'blocked'
  /**
   * How the widget answers the host's `WIDGET_CLOSE_REQUEST` (Escape on an overlay): the user
   * `confirm`s (default), `cancel`s, or the test answers itself (`ignore`).
   */
  closeRequest?: 'confirm' | 'cancel' | 'ignore'
  /**
   * Where `emit('PURCHASE_CREATED')` and `emit('OFFRAMP_SALE_CREATED')` without a payload create
   * the record: pass the sandbox the host's client reaches (`rampkitHandlers().sandbox`) so the
   * host can read its status. Default: a sandbox of the mock's own.
   */
  sandbox?: TestSandbox
  /** The window the host runs in. Default: the global `window` (jsdom, happy-dom). */
  window?: Window
}

/** The mock: what the host showed, a way to speak as the widget, and what the host answered. */
export interface MockWidgetHandle {
  /** The widget on the page now (or open in a window), the latest one shown. */
  shown(): ShownWidget | undefined
  /** Every widget shown since `mockWidget()`, oldest first. */
  shows(): ShownWidget[]
  /**
   * Posts an event as the shown widget does: through a `message` event on the host's window,
   * from the widget URL's origin and window, with its `widgetInstanceId` (and `eventVersion: 1`
   * for `SEND_CRYPTO`), so the host's real handling runs. Without `payload`, the one the stand-in
   * widget would send (a purchase or sale created in the sandbox, the configured asset, …).
   * Resolves once the host's synchronous handlers have run.
   */
  emit<T extends WidgetSentEventType>(type: T, payload?: WidgetSentPayload<T>): Promise<void>
  /** What the host posted to the widget, oldest first; of one type when given. */
  answers(type?: string): HostAnswer[]
  /**
   * The host's next answer of `type` (`SEND_CRYPTO_RESULT`, `REQUEST_CRYPTO_ACCOUNT_RESULT`,
   * `WIDGET_CLOSE_REQUEST`): each call takes the next one not taken yet, waiting if needed.
   */
  waitForAnswer(type: string): Promise<HostAnswer>
  /** Messages the host posted to the widget's window for another origin or `'*'` (none, in rampkit). */
  misaddressed(): { message: unknown; targetOrigin: string | undefined }[]
  /** Puts the window, `window.open` and iframes back as they were. */
  restore(): void
}

const active = new WeakSet<object>()
// Microtask turns emit waits, so handlers that answer after an await or two have answered.
const SETTLE_TURNS = 20

/**
 * Stands in for the widget in a DOM test (jsdom, happy-dom): the widget iframes a host adds to
 * the page get a widget window, hosted windows are opened as one (or blocked), and each shown
 * widget answers like the stand-in widget unless told otherwise. Call `restore()` after the test.
 *
 * @throws {MockWidgetError} `ALREADY_MOCKED` before `restore()` of the last one, `NO_DOM` without a DOM
 */
export function mockWidget(options: MockWidgetOptions = {}): MockWidgetHandle {
  // The window's own constructors: a window given by the test may be another DOM's.
  const win = (options.window ?? (globalThis as { window?: Window }).window) as
    | (Window & typeof globalThis)
    | undefined
  if (!win?.document || !win.HTMLIFrameElement) {
    throw new MockWidgetError(
      'NO_DOM',
      'mockWidget() needs a DOM: run the test under jsdom or happy-dom (environment: jsdom).',
    )
  }
  if (active.has(win)) {
    throw new MockWidgetError(
      'ALREADY_MOCKED',
      'mockWidget() is already active: call restore() on the last handle first (in afterEach).',
    )
  }
  const appVersion = options.appVersion ?? '2.0'
  const shows: TrackedWidget[] = []
  const byFrame = new WeakMap<HTMLIFrameElement, TrackedWidget>()
  /** Each widget's load (its first messages), run once: by a microtask, or by an earlier emit. */
  const loads = new WeakMap<TrackedWidget, () => void>()
  const answers: HostAnswer[] = []
  const misaddressed: { message: unknown; targetOrigin: string | undefined }[] = []
  const taken = new Map<string, number>()
  const waiters: (() => void)[] = []
  let ownSandbox: TestSandbox | undefined
  const payloads: PayloadContext = {
    appVersion,
    sandbox: () => {
      if (options.sandbox) return options.sandbox
      ownSandbox ??= createTestSandbox()
      return ownSandbox
    },
    lastSale: undefined,
  }

  function post(shown: TrackedWidget, type: WidgetSentEventType, payload: unknown) {
    const eventVersion = eventVersionOf(type)
    const data = structuredClone({
      type,
      payload,
      widgetInstanceId: shown.instanceId,
      ...(eventVersion === undefined ? {} : { eventVersion }),
    })
    const event = new win!.MessageEvent('message', { data, origin: shown.url.origin })
    // The widget's window is a stand-in, which MessageEvent's constructor may refuse as `source`.
    Object.defineProperty(event, 'source', { value: shown.window, configurable: true })
    win!.dispatchEvent(event)
  }

  function onAnswer(shown: TrackedWidget, answer: HostAnswer) {
    answers.push(answer)
    for (const wake of waiters.splice(0)) wake()
    const reply = options.closeRequest ?? 'confirm'
    if (answer.type === 'WIDGET_CLOSE_REQUEST' && reply !== 'ignore') {
      const type =
        reply === 'confirm' ? 'WIDGET_CLOSE_REQUEST_CONFIRMED' : 'WIDGET_CLOSE_REQUEST_CANCELLED'
      queueMicrotask(() => shown.isOpen() && post(shown, type, null))
    }
  }

  /** A widget URL shown in `iframe` or a window: tracked once, then it "loads". */
  function track(url: URL, iframe: HTMLIFrameElement | undefined): TrackedWidget {
    const existing = iframe && byFrame.get(iframe)
    if (existing && existing.url.href === url.href) return existing
    let shown: TrackedWidget | undefined
    const window = createFakeWidgetWindow(
      url.origin,
      (answer) => shown && onAnswer(shown, answer),
      (message, targetOrigin) => misaddressed.push({ message, targetOrigin }),
    )
    shown = trackedWidget(url, window, iframe)
    const tracked = shown
    if (iframe) byFrame.set(iframe, tracked)
    shows.push(tracked)
    const load = options.load ?? 'ready'
    let loaded = load === 'never'
    const loadNow = () => {
      if (loaded || !tracked.isOpen() || !active.has(win!)) return
      loaded = true
      post(tracked, 'APP_VERSION', { version: appVersion })
      if (load === 'ready') post(tracked, 'WIDGET_CONFIG_DONE', null)
      else
        post(tracked, 'WIDGET_CONFIG_FAILED', {
          code: 'INVALID_CONFIG',
          message: 'The widget refused its configuration.',
        })
    }
    loads.set(tracked, loadNow)
    // The host listens once its show() returns: the widget speaks after that, as a page loads.
    queueMicrotask(loadNow)
    return tracked
  }

  function frameWidget(iframe: HTMLIFrameElement): TrackedWidget | undefined {
    const url = readWidgetUrl(iframe.getAttribute('src'))
    return url && track(url, iframe)
  }

  // The iframe's window: the widget's stand-in for a widget URL, the DOM's own otherwise.
  const proto = win.HTMLIFrameElement.prototype
  const ownDescriptor = Object.getOwnPropertyDescriptor(proto, 'contentWindow')
  const original = findGetter(proto, 'contentWindow')
  Object.defineProperty(proto, 'contentWindow', {
    configurable: true,
    enumerable: ownDescriptor?.enumerable ?? true,
    get(this: HTMLIFrameElement) {
      const shown = frameWidget(this)
      return shown ? shown.window : (original?.call(this) ?? null)
    },
  })

  // Frames are noticed as they are added (in shadow roots too), so they load without being asked.
  const observer = new win.MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) for (const iframe of framesIn(node)) frameWidget(iframe)
    }
  })
  observer.observe(win.document, { childList: true, subtree: true })
  // A document observer does not see into shadow roots: a widget embedded in a custom element's
  // shadow root (a container there) is watched through the roots, those there are and new ones.
  const observeRoot = (root: ShadowRoot) =>
    observer.observe(root, { childList: true, subtree: true })
  for (const root of shadowRootsIn(win.document.documentElement)) observeRoot(root)
  const elementProto = win.Element.prototype
  const ownAttachShadow = Object.getOwnPropertyDescriptor(elementProto, 'attachShadow')
  const attachShadow = elementProto.attachShadow
  elementProto.attachShadow = function observedAttachShadow(this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init)
    if (init.mode === 'open') observeRoot(root)
    return root
  }

  const originalOpen = Object.getOwnPropertyDescriptor(win, 'open')
  const open = win.open
  win.open = function mockOpen(this: Window, url?: string | URL, ...rest: unknown[]) {
    const widgetUrl = readWidgetUrl(url === undefined ? undefined : String(url))
    if (!widgetUrl) return (open as (...args: unknown[]) => Window | null).call(win, url, ...rest)
    if (options.popup === 'blocked') return null
    return track(widgetUrl, undefined).window as unknown as Window
  } as Window['open']

  /** Frames shown in this same task, which the observer has not reported yet. */
  function scan() {
    if (!restored) for (const iframe of framesIn(win!.document.documentElement)) frameWidget(iframe)
  }

  function current(): TrackedWidget | undefined {
    scan()
    return [...shows].reverse().find((shown) => shown.isOpen())
  }

  active.add(win)
  let restored = false

  return {
    shown: current,
    shows() {
      scan()
      return [...shows]
    },
    async emit(type, payload) {
      if (!isWidgetSentEventType(type)) {
        throw new MockWidgetError(
          'NOT_A_WIDGET_EVENT',
          `The widget never sends ${JSON.stringify(type).slice(0, 60)}; it sends ${WIDGET_SENT_EVENT_TYPES.join(', ')}.`,
        )
      }
      const shown = current()
      if (!shown) {
        throw new MockWidgetError(
          'NOTHING_SHOWN',
          `Nothing is shown to emit ${type} from: the host has not shown a widget (or closed it).`,
        )
      }
      // The widget has loaded before it can say anything else.
      loads.get(shown)?.()
      const data = payload === undefined ? await defaultPayload(type, shown, payloads) : payload
      post(shown, type, data)
      for (let turn = 0; turn < SETTLE_TURNS; turn++) await Promise.resolve()
    },
    answers: (type) => answers.filter((answer) => type === undefined || answer.type === type),
    waitForAnswer(type) {
      const index = taken.get(type) ?? 0
      taken.set(type, index + 1)
      return new Promise((resolve) => {
        const check = () => {
          const answer = answers.filter((candidate) => candidate.type === type)[index]
          if (answer) resolve(answer)
          else waiters.push(check)
        }
        check()
      })
    },
    misaddressed: () => [...misaddressed],
    restore() {
      if (restored) return
      restored = true
      observer.disconnect()
      if (ownAttachShadow) Object.defineProperty(elementProto, 'attachShadow', ownAttachShadow)
      else delete (elementProto as { attachShadow?: unknown }).attachShadow
      if (ownDescriptor) Object.defineProperty(proto, 'contentWindow', ownDescriptor)
      else delete (proto as { contentWindow?: unknown }).contentWindow
      // Assigned first: a global proxied by the test environment keeps the value behind a setter.
      win.open = open
      if (originalOpen) Object.defineProperty(win, 'open', originalOpen)
      else delete (win as { open?: unknown }).open
      ownSandbox?.dispose()
      active.delete(win)
    },
  }
}
