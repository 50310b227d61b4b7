import type { WidgetConfig } from '../config/types.js'
import {
  createWidget,
  type LauncherOptions,
  type WidgetElements,
  type WidgetInstance,
} from '../mount/createWidget.js'
import { type WidgetEvent, type WidgetMessage, widgetGone } from '../mount/events.js'
import type { HoldHidden } from '../mount/frame.js'
import { preloadWidget } from '../mount/preloadWidget.js'
import {
  appendWidgetEvent,
  checkEventLogSize,
  DEFAULT_EVENT_LOG_SIZE,
} from './appendWidgetEvent.js'
import { widgetConfigKey } from './widgetConfigKey.js'
import { answerWidgetRequests, checkWidgetHandlers, type WidgetHandlers } from './widgetHandlers.js'

/**
 * What a widget controller shows: whether a widget is open, the log of its events and the widget's
 * version.
 */
export interface WidgetControllerSnapshot {
  /** The widget is shown (an overlay on the page, an embedded frame or a hosted window). */
  isOpen: boolean
  /** The events of every widget this controller showed, oldest first (at most `maxEvents`). */
  events: readonly WidgetEvent[]
  /** The version the shown widget reported (`APP_VERSION`), once it did. */
  appVersion?: string
}

/**
 * The handlers (looked up at each event, see `WidgetHandlers`; `onEvent` is called after the
 * snapshot has the event), the size of the log and how the widget is launched.
 */
export interface WidgetControllerOptions extends WidgetHandlers {
  /** Size of the event log. Default 50. */
  maxEvents?: number
  /**
   * What a configuration that changes the widget URL does to an open widget: `next-show` (the
   * default) leaves it alone, as the user may be half-way through a purchase, and uses the new
   * configuration at the next `show()`; `remount` replaces it now (an embedded widget, or a
   * custom element whose attributes are its configuration).
   */
  configChange?: 'next-show' | 'remount'
  /** The overlay's stacking order (CSS `z-index`). Default 1000, as the official SDK's. */
  zIndex?: number
  /** See `LauncherOptions.loadTimeoutMs`: how long a silent widget goes unreported (15,000 ms). */
  loadTimeoutMs?: number
  /** See `LauncherOptions.closeRequests`: who answers a request to close an overlay. */
  closeRequests?: 'widget' | 'host'
  /** @internal See `LauncherOptions.check`: compat's lenient check of each configuration. */
  check?: LauncherOptions['check']
  /**
   * Loads the widget before `show()` (see `preloadWidget`): `'intent'` when the pointer rests on
   * or focus reaches the opener given to `preloadOn`, `'idle'` also as soon as the page is idle
   * once `preloadOn` is called. Default `false`: nothing is loaded before `show()` (compat keeps
   * it so, as the official SDK does). A configuration change drops a preloaded widget.
   */
  preload?: 'intent' | 'idle' | false
}

/**
 * One widget lifecycle, whatever drives it: a configuration that may change between shows, the
 * host's handlers, and a store of the open state and event log (`subscribe` / `getSnapshot`,
 * the `useSyncExternalStore` pair). React, Vue and Svelte adapters, `mountWidget`,
 * `<rampkit-widget>` and compat are built on it.
 */
export interface WidgetController {
  /**
   * The configuration from now on. With `configChange: 'next-show'` a new URL never disturbs an
   * open widget; with `remount` it replaces it now, after validating (a `WidgetConfigError`
   * leaves the open widget as it is).
   */
  setConfig(config: WidgetConfig): void
  /**
   * Opens the widget (an open hosted window is focused). Throws `WidgetConfigError` for an
   * invalid configuration.
   */
  show(): void
  /** Closes the widget if open (`WIDGET_CLOSE` is logged). */
  close(): void
  /** Closes the widget without logging it and forgets it; the controller can show again. */
  reset(): void
  /** Hands over new handlers, used from the next event on; an open widget stays as it is. */
  setHandlers(handlers: WidgetHandlers): void
  /**
   * Validates the configuration and prepares the widget now, without showing it (it needs a
   * browser): for front-ends that report a bad configuration before `show()`.
   */
  prepare(): void
  /**
   * Names the control that opens the widget (a Buy button): with the `preload` option, the widget
   * of the current configuration loads ahead when the user is about to use it (see
   * `preloadWidget`). Returns the stop (listeners removed, an unused preloaded widget dropped);
   * without `preload` it does nothing.
   */
  preloadOn(opener: Element): () => void
  /** The shown widget's elements (see `WidgetInstance.elements`); undefined while closed. */
  elements(): WidgetElements | undefined
  /** The `widgetInstanceId` of the shown widget, or of the next one (prepared on demand). */
  instanceId(): string
  getSnapshot(): WidgetControllerSnapshot
  subscribe(listener: () => void): () => void
}

const CLOSED: WidgetControllerSnapshot = Object.freeze({ isOpen: false, events: Object.freeze([]) })

/** The widget of the current configuration, with what ties it to the controller. */
interface Current {
  instance: WidgetInstance
  key: string
  /** Unties it: after this, nothing the instance does reaches the controller. */
  untie(): void
}

/**
 * Creates the controller. Nothing happens until `show()` (or `prepare()`): it may be created
 * during a server render (creating the widget itself needs a browser). `SEND_CRYPTO` and
 * `REQUEST_CRYPTO_ACCOUNT` are always answered (with the no-handler error when there is no
 * handler), so a framework passes its latest callbacks as they are.
 */
export function createWidgetController(
  config: WidgetConfig,
  options: WidgetControllerOptions = {},
): WidgetController {
  const {
    maxEvents = DEFAULT_EVENT_LOG_SIZE,
    configChange = 'next-show',
    zIndex,
    loadTimeoutMs,
    closeRequests,
    check,
    preload = false,
  } = options
  checkEventLogSize(maxEvents)
  let handlers: WidgetHandlers = checkWidgetHandlers(options)
  const listeners = new Set<() => void>()
  let snapshot = CLOSED
  let config_ = config
  let configKey = widgetConfigKey(config)
  let current: Current | undefined
  /** Set while `show()` runs: whether the widget failed to open (a blocked popup). */
  let showing: { failed: boolean } | undefined

  function publish(next: Partial<WidgetControllerSnapshot>): void {
    snapshot = Object.freeze({ ...snapshot, ...next })
    for (const listener of [...listeners]) listener()
  }

  function receive(event: WidgetEvent, message?: WidgetMessage): void {
    const gone = widgetGone(event)
    if (gone && event.type === 'WIDGET_OPEN_FAILED' && showing) showing.failed = true
    publish({
      events: appendWidgetEvent(snapshot.events, event, maxEvents),
      ...(gone ? { isOpen: false, appVersion: undefined } : {}),
      ...(event.type === 'APP_VERSION' ? { appVersion: event.payload.version } : {}),
    })
    handlers.onEvent?.(event, message)
  }

  /** A widget of the current configuration, tied to the controller (validates: may throw). */
  function create(): Current {
    const instance = createWidget(config_, { zIndex, loadTimeoutMs, closeRequests, check })
    const offEvents = instance.on('*', receive)
    const offRequests = answerWidgetRequests(instance, () => handlers)
    return {
      instance,
      key: configKey,
      untie() {
        offEvents()
        offRequests()
      },
    }
  }

  /** Takes the widget away without logging it: replacing or resetting is not the user closing it. */
  function drop(): void {
    if (!current) return
    const { instance, untie } = current
    current = undefined
    untie()
    instance.close()
    if (snapshot.isOpen) publish({ isOpen: false, appVersion: undefined })
  }

  function open(widget: Current): void {
    const attempt = { failed: false }
    showing = attempt
    try {
      widget.instance.show()
    } finally {
      showing = undefined
    }
    if (!attempt.failed) publish({ isOpen: true })
  }

  /** The widget of the current configuration, a stale closed one replaced. */
  function prepared(): Current {
    if (current && !snapshot.isOpen && current.key !== configKey) drop()
    current ??= create()
    return current
  }

  return {
    setConfig(next) {
      config_ = next
      configKey = widgetConfigKey(next)
      if (!current || current.key === configKey) return
      if (!snapshot.isOpen) return drop() // a closed widget of the old configuration is of no more use
      if (configChange === 'next-show') return
      // Validated before the open widget is touched: a bad configuration keeps it.
      const replacement = create()
      drop()
      current = replacement
      open(replacement)
    },
    show() {
      const widget = prepared()
      if (snapshot.isOpen) return widget.instance.show() // focuses a hosted window
      open(widget)
    },
    close() {
      current?.instance.close()
    },
    reset: drop,
    prepare() {
      prepared()
    },
    setHandlers(next) {
      handlers = checkWidgetHandlers(next)
    },
    preloadOn(opener) {
      if (!preload) return () => {}
      // The widget of the configuration current when the preload is due: made then (needing a
      // browser), never for an open widget.
      const widget = {
        preload(hold: HoldHidden) {
          if (snapshot.isOpen) return undefined
          try {
            return prepared().instance.preload(hold)
          } catch {
            // A configuration the launcher refuses: nothing to load ahead; show() reports it.
            return undefined
          }
        },
      }
      return preloadWidget(widget, { opener, when: preload })
    },
    elements: () => current?.instance.elements(),
    instanceId: () => prepared().instance.instanceId(),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      const entry = () => listener()
      listeners.add(entry)
      return () => {
        listeners.delete(entry)
      }
    },
  }
}
