import type { WidgetConfig } from '../config/types.js'
import { createWidget, type WidgetInstance } from '../mount/createWidget.js'
import type { WidgetEvent } from '../mount/events.js'
import {
  appendWidgetEvent,
  checkEventLogSize,
  DEFAULT_EVENT_LOG_SIZE,
} from './appendWidgetEvent.js'
import { widgetConfigKey } from './widgetConfigKey.js'
import { answerWidgetRequests, checkWidgetHandlers, type WidgetHandlers } from './widgetHandlers.js'

export interface WidgetControllerSnapshot {
  /** The widget is shown (an overlay on the page, an embedded frame or a hosted window). */
  isOpen: boolean
  /** The events of every widget this controller showed, oldest first (at most `maxEvents`). */
  events: readonly WidgetEvent[]
}

/**
 * The handlers (looked up at each event, see `WidgetHandlers`; `onEvent` is called after the
 * snapshot has the event) and the size of the log.
 */
export interface WidgetControllerOptions extends WidgetHandlers {
  /** Size of the event log. Default 50. */
  maxEvents?: number
}

/**
 * A widget whose configuration may change between shows, with a store of its open state and
 * event log (`subscribe` / `getSnapshot`, the `useSyncExternalStore` pair). What framework
 * adapters build `useRampWidget` on.
 */
export interface WidgetController {
  /**
   * The configuration for the next `show()`. A change of URL never disturbs an open widget (the
   * user may be half-way through a purchase): it takes effect at the next show.
   */
  setConfig(config: WidgetConfig): void
  /** Opens the widget. Throws `WidgetConfigError` for an invalid configuration. */
  show(): void
  /** Closes the widget if open (`WIDGET_CLOSE` is logged). */
  close(): void
  /** Closes the widget without logging it and forgets it; the controller can show again. */
  reset(): void
  /** Hands over new handlers, used from the next event on; an open widget stays as it is. */
  setHandlers(handlers: WidgetHandlers): void
  getSnapshot(): WidgetControllerSnapshot
  subscribe(listener: () => void): () => void
}

const CLOSED: WidgetControllerSnapshot = Object.freeze({ isOpen: false, events: Object.freeze([]) })

/**
 * Creates the controller. Nothing happens until `show()`: it may be created during a server
 * render (creating the widget itself needs a browser). `SEND_CRYPTO` is always answered (with
 * an error when there is no `onSendCrypto`), so a framework passes its latest callbacks as
 * they are.
 */
export function createWidgetController(
  config: WidgetConfig,
  options: WidgetControllerOptions = {},
): WidgetController {
  const max = options.maxEvents ?? DEFAULT_EVENT_LOG_SIZE
  checkEventLogSize(max)
  let handlers: WidgetHandlers = checkWidgetHandlers(options)
  const listeners = new Set<() => void>()
  let snapshot = CLOSED
  let current = config
  let currentKey = widgetConfigKey(config)
  let widget: { instance: WidgetInstance; key: string; off: () => void } | undefined
  let showing: { failed: boolean } | undefined

  function set(next: Partial<WidgetControllerSnapshot>): void {
    snapshot = Object.freeze({ ...snapshot, ...next })
    for (const listener of [...listeners]) listener()
  }

  function receive(event: WidgetEvent): void {
    if (event.type === 'WIDGET_OPEN_FAILED' && showing) showing.failed = true
    set({
      events: appendWidgetEvent(snapshot.events, event, max),
      ...(event.type === 'WIDGET_CLOSE' || event.type === 'WIDGET_OPEN_FAILED'
        ? { isOpen: false }
        : {}),
    })
    handlers.onEvent?.(event)
  }

  function drop(): void {
    if (!widget) return
    const { instance, off } = widget
    widget = undefined
    off()
    instance.close()
    if (snapshot.isOpen) set({ isOpen: false })
  }

  function create(): NonNullable<typeof widget> {
    const instance = createWidget(current)
    const off = instance.on('*', receive)
    answerWidgetRequests(instance, () => handlers)
    return { instance, key: currentKey, off }
  }

  return {
    setConfig(next) {
      current = next
      currentKey = widgetConfigKey(next)
      // A closed widget of the old configuration is of no more use.
      if (widget && !snapshot.isOpen && widget.key !== currentKey) drop()
    },
    show() {
      if (widget && !snapshot.isOpen && widget.key !== currentKey) drop()
      widget ??= create()
      if (snapshot.isOpen) {
        widget.instance.show() // focuses a hosted window
        return
      }
      const attempt = { failed: false }
      showing = attempt
      try {
        widget.instance.show()
      } finally {
        showing = undefined
      }
      if (!attempt.failed) set({ isOpen: true })
    },
    close() {
      widget?.instance.close()
    },
    reset: drop,
    setHandlers(next) {
      handlers = checkWidgetHandlers(next)
    },
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
