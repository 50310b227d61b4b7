import type { WidgetConfig } from '../config/types.js'
import { isEmbeddedVariant } from '../config/variants.js'
import { WidgetConfigError } from '../config/WidgetConfigError.js'
import { createWidget, type WidgetInstance } from '../mount/createWidget.js'
import { widgetConfigKey } from './widgetConfigKey.js'
import { answerWidgetRequests, checkWidgetHandlers, type WidgetHandlers } from './widgetHandlers.js'

/** The configuration of an embedded widget: the container is the one it is mounted into. */
export type EmbeddedWidgetConfig = Omit<WidgetConfig, 'containerNode'>

/** The handlers of an embedded widget, looked up at each event (see `WidgetHandlers`). */
export type MountWidgetOptions = WidgetHandlers

/** What `mountWidget` returns: the shape of a Svelte action. */
export interface MountedWidget {
  /** Mounts the widget again if the configuration changed its URL; otherwise does nothing. */
  update(config: EmbeddedWidgetConfig): void
  /** Hands over new handlers; the widget stays as it is. */
  setHandlers(handlers: WidgetHandlers): void
  /** Removes the widget and stops its events. Calling it again does nothing. */
  destroy(): void
}

/**
 * Embeds the widget in `container` now (variant `embedded-desktop` unless `embedded-mobile` is
 * given). Every parameter travels in the widget URL, so a configuration change that alters the
 * URL mounts a new widget and an equal one keeps the widget as it is. Throws
 * `WidgetConfigError` for an invalid or non-embedded configuration (at mount and at `update`).
 * The handlers are looked up at each event and `SEND_CRYPTO` is always answered (with an error
 * when there is no `onSendCrypto`), so a framework passes its latest callbacks as they are.
 */
export function mountWidget(
  container: HTMLElement,
  config: EmbeddedWidgetConfig,
  options: MountWidgetOptions = {},
): MountedWidget {
  let key = ''
  let widget: { instance: WidgetInstance; off: () => void } | undefined
  let destroyed = false
  let handlers = checkWidgetHandlers(options)

  function unmount(): void {
    if (!widget) return
    const { instance, off } = widget
    widget = undefined
    off() // a remount or teardown is not the user closing the widget: no WIDGET_CLOSE event
    instance.close()
  }

  function mount(next: EmbeddedWidgetConfig): void {
    const variant = next?.variant ?? 'embedded-desktop'
    if (!isEmbeddedVariant(variant)) {
      throw new WidgetConfigError([
        {
          path: 'variant',
          message: `an embedded widget needs variant 'embedded-desktop' or 'embedded-mobile', got ${JSON.stringify(String(variant)).slice(0, 40)}; use createWidget for overlays and hosted windows`,
        },
      ])
    }
    // Validate before touching the widget on the page, so a bad update keeps the old one.
    const instance = createWidget({ ...next, variant, containerNode: container })
    unmount()
    const off = instance.on('*', (event) => handlers.onEvent?.(event))
    answerWidgetRequests(instance, () => handlers)
    widget = { instance, off }
    key = widgetConfigKey(next)
    instance.show()
  }

  mount(config)
  return {
    update(next) {
      if (destroyed || widgetConfigKey(next) === key) return
      mount(next)
    },
    setHandlers(next) {
      handlers = checkWidgetHandlers(next)
    },
    destroy() {
      destroyed = true
      unmount()
    },
  }
}
